import { districtSite } from '@district/site/vite';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [districtSite()] });
