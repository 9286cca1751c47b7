import { districtSite } from '@district/site/vite';
import { defineConfig } from 'vite';

// The intranet signs staff in: its build keeps the identity library every other app leaves out.
export default defineConfig({ plugins: [districtSite({ intranet: true })] });
