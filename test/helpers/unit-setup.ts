import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a loaded CI machine (two cores shared with the API suites
// and a PostgreSQL server) an antd form can take longer than that to show a server's answer.
configure({ asyncUtilTimeout: 5000 });
