// The static pages a fresh install starts with (seed 005). They describe the software honestly and are
// meant to be rewritten by whoever runs the site: the legal pages in particular are a starting point,
// not advice. Markdown limited to headings, paragraphs, lists, emphasis and links (see contracts/posts.ts).

export interface StaticPageSeed {
  slug: string;
  title: string;
  shortDescription: string;
  /** Lower comes first in menus. */
  ordering: number;
  content: string;
}

const ABOUT_US = `# About us

Fanstage is a place where creators share their work with the people who support them, and where fans
can follow, subscribe to and buy from the creators they like.

## What you can do here

- **Creators** post photos, videos, audio and polls, sell videos, galleries and products, and decide for
  each post whether it is free, for subscribers or for sale.
- **Fans** follow creators for free, subscribe for everything a creator shares with subscribers, and buy
  single items they want to keep.
- Everyone can comment on what they can see, react with likes and bookmarks, and report what breaks the rules.

## Who runs this site

Fanstage is software that anyone can host on their own server. This site is run by its operator, who sets
its prices, rules and payment options. If you have a question about your account or a payment, use the
[contact page](/contact).

## Creators first

A creator's content stays theirs. Paid and subscriber media are only ever delivered to people entitled to
see them, through links that expire. Creators can block users and whole countries from their profile.

Want to join as a creator? [Sign up here](/auth/model-register), or read the [help page](/page/help) first.
`;

const TERMS_OF_SERVICE = `# Terms of service

These terms describe how this site may be used. By creating an account or using the site you agree to them.
The operator of this site may change them, and publishes every change on this page.

## Accounts

1. You must be an adult in the country you live in to use this site.
2. You are responsible for what happens with your account. Keep your password to yourself.
3. One person, one account. Accounts made to get around a block or a ban are closed.

## Content

- Creators may only post content they made themselves or have the right to share, and only of adults who
  agreed to be shown.
- Content bought or received through a subscription is for your own viewing. Do not copy, share or resell it.
- Content that is illegal, that shows anyone who did not agree to it, or that harasses others is removed, and
  the account that posted it may be closed.

## Payments

- Prices are shown before you pay. Subscriptions renew until you cancel them.
- A purchase gives you access to the item for as long as it is on the site, even if the creator later
  blocks you.
- The site keeps a share of each sale. Creators see the price, the site's share and what they earned for
  every sale in their earnings.

## Reporting

If you see something that breaks these terms, use the report button on the profile or post, or
[contact us](/contact). Reports are reviewed by the site's moderators.

## Ending your use

You may close your account at any time. The operator may suspend accounts that break these terms.

See also the [privacy policy](/page/privacy-policy).
`;

const PRIVACY_POLICY = `# Privacy policy

This page explains what this site stores about you and why. The operator of this site is responsible for
your data; you can reach them through the [contact page](/contact).

## What we store

- **Your account**: name, username, email address and a password stored only as a one-way hash.
- **What you do here**: who you follow and subscribe to, what you buy, comments, reactions and messages.
- **Creators**: identity documents for verification and payout details. Documents are kept private and are
  seen only by the site's administrators.
- **Your connection**: the country your connection comes from, so creators can choose where their profile
  is shown.

## What we do with it

- Run your account, deliver what you paid for and pay creators what they earned.
- Keep the site safe: handle reports, blocks and abuse.
- Send you emails about your account, such as email verification and password resets.

We do not sell your data. Payment card details are handled by the payment provider and never reach this site.

## Your choices

1. You can change your profile details in your account settings at any time.
2. You can ask the operator for a copy of your data, or to delete your account and data.
3. A cookie keeps you logged in. Display preferences, such as the dark theme, are kept in your own browser.

Questions? Read the [terms of service](/page/terms-of-service) or [contact us](/contact).
`;

const HELP = `# Help

Answers to the questions people ask most. Cannot find yours? [Contact us](/contact).

## For fans

### How do I see a creator's subscriber posts?

Open the creator's profile and choose **Subscribe**. Subscriber posts unlock at once and stay unlocked while
your subscription runs.

### I bought something. Where is it?

Items you bought stay unlocked on the creator's profile for as long as they are on the site, even if the
creator later blocks you.

### Why can I not comment on a post?

You can comment on posts you can see in full. For a subscriber post, subscribe first; for an item for sale,
buy it first.

## For creators

### How do I start?

1. [Sign up as a creator](/auth/model-register) and upload your identity documents.
2. Wait for an administrator to verify your account. You can prepare posts in the meantime.
3. Set your subscription prices, then publish.

### Who can see my posts?

You choose per post: *free* for everyone, *subscribers* for your subscribers, or *for sale* at a price you set.
You can also block single users and whole countries.

## About this site

Read [about us](/page/about-us), the [terms of service](/page/terms-of-service) and the
[privacy policy](/page/privacy-policy).
`;

export const STATIC_PAGES: readonly StaticPageSeed[] = [
  { slug: 'about-us', title: 'About us', shortDescription: 'What Fanstage is and who runs this site.', ordering: 10, content: ABOUT_US },
  { slug: 'help', title: 'Help', shortDescription: 'Answers to common questions from fans and creators.', ordering: 20, content: HELP },
  { slug: 'terms-of-service', title: 'Terms of service', shortDescription: 'The rules for using this site.', ordering: 30, content: TERMS_OF_SERVICE },
  { slug: 'privacy-policy', title: 'Privacy policy', shortDescription: 'What this site stores about you and why.', ordering: 40, content: PRIVACY_POLICY },
];
