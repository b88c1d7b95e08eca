// The icon file's import under Jest, which has no image loader: an address of the shape a build gives.
const spriteFile = { src: '/_next/static/media/icons.sprite.0123abcd.svg' };
export default spriteFile;
