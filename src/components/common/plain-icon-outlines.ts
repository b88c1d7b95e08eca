// The antd icons (from @ant-design/icons-svg, the package of outlines antd's own icon components draw) that the
// first screens show through PlainIcon, which draws them without loading @ant-design/icons (its icon components,
// context and colour helpers). Each comes from its own module of the package, which declares itself free of side
// effects, so webpack brings into a page only the outlines the page uses. The user icon, which the app shell's
// avatar draws, is imported from plain-icon-user.ts.
export { default as CaretDownOutlined } from '@ant-design/icons-svg/es/asn/CaretDownOutlined';
export { default as CaretUpOutlined } from '@ant-design/icons-svg/es/asn/CaretUpOutlined';
export { default as CheckCircleFilled } from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
export { default as ClockCircleOutlined } from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
export { default as CloseCircleFilled } from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
export { default as CommentOutlined } from '@ant-design/icons-svg/es/asn/CommentOutlined';
export { default as EditOutlined } from '@ant-design/icons-svg/es/asn/EditOutlined';
export { default as ExclamationCircleFilled } from '@ant-design/icons-svg/es/asn/ExclamationCircleFilled';
export { default as ExclamationCircleOutlined } from '@ant-design/icons-svg/es/asn/ExclamationCircleOutlined';
export { default as HeartFilled } from '@ant-design/icons-svg/es/asn/HeartFilled';
export { default as HeartOutlined } from '@ant-design/icons-svg/es/asn/HeartOutlined';
export { default as LoadingOutlined } from '@ant-design/icons-svg/es/asn/LoadingOutlined';
export { default as LockOutlined } from '@ant-design/icons-svg/es/asn/LockOutlined';
export { default as PushpinFilled } from '@ant-design/icons-svg/es/asn/PushpinFilled';
export { default as SettingOutlined } from '@ant-design/icons-svg/es/asn/SettingOutlined';
export { default as StarFilled } from '@ant-design/icons-svg/es/asn/StarFilled';
export { default as StarOutlined } from '@ant-design/icons-svg/es/asn/StarOutlined';
