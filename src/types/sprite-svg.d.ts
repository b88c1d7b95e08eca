// The icon file (src/components/common/icon-sprite/icons.sprite.svg), imported for its address: the build's
// image loader gives an object with the file's URL. Next's own declaration for every `.svg` (in the
// next-env.d.ts a build writes, which the repository does not keep) types it loosely; this one is for the
// type check of a fresh clone and says what the code reads.
declare module '*.sprite.svg' {
  const file: { src: string };
  export default file;
}
