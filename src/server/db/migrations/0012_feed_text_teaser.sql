-- Whether a locked post shows its text to everyone as a teaser. Existing posts start with it off: the text of
-- a subscribers-only or sale post is then read only by those who may see the post in full.
ALTER TABLE "feeds" ADD COLUMN "text_is_teaser" boolean DEFAULT false NOT NULL;
