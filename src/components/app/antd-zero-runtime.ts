/**
 * antd computes no component styles, on the server or in a production browser: the static stylesheet
 * (styles/antd.css) holds every component's styles for both themes (its variables under html[data-theme],
 * which the theme switch sets), and the markup is the same either way. In development antd's class names
 * differ from the stylesheet's, so the browser keeps antd's runtime there.
 */
export const ANTD_ZERO_RUNTIME = typeof window === 'undefined' || process.env.NODE_ENV === 'production';
