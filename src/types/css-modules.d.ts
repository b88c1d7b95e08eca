// CSS modules (`x.module.css` beside a component) give their class names as an object. Next declares this in the
// next-env.d.ts a build writes, which the repository does not keep: the type check runs before any build.
declare module '*.module.css' {
  const classes: { readonly [name: string]: string };
  export default classes;
}
