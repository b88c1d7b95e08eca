// antd's Result alone in a module, for result-on-demand.tsx to import() when one is first drawn.
export { Result } from 'antd';
