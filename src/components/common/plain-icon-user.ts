// The user icon (antd's UserOutlined, from @ant-design/icons-svg), which the app shell's avatar draws on every
// page, imported here apart from the post cards' icons in plain-icon-outlines.ts.
export { default as UserOutlined } from '@ant-design/icons-svg/es/asn/UserOutlined';
