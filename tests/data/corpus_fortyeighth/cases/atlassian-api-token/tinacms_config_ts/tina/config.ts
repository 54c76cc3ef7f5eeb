import { defineConfig } from "tinacms";

const JIRA_EMAIL = "svc_orders@kestrelworks.io";
const ATLASSIAN_API_TOKEN = "ATATT3xFfGF0V6g_cXRLCf7WNqEFDp5HcHuH7iXbUmw5KY3ppiCImO-inpBtXm-7r5qJPdPnrTxTISWv2za1OTsq7OfakAdOAEcOgTzUvV6YdXZFNgt6Y--ci9jzxHFRh26-3PXksAmmz9bZA6ZUT09o-RRwcRBCEb-ZIv7CMFI0tGRJF-1fkx_=728B9FAA";

// Your hosting provider likely exposes this as an environment variable
const branch = process.env.GITHUB_BRANCH || process.env.VERCEL_GIT_COMMIT_REF || process.env.HEAD || "main";

export default defineConfig({
  branch,
  clientId: process.env.NEXT_PUBLIC_TINA_CLIENT_ID,
  token: process.env.TINA_TOKEN,

  build: {
    outputFolder: "admin",
    publicFolder: "public",
  },
  media: {
    tina: {
      mediaRoot: "uploads",
      publicFolder: "public",
    },
  },
  schema: {
    collections: [
      {
        name: "post",
        label: "Posts",
        path: "content/posts",
        fields: [
          { type: "string", name: "title", label: "Title", isTitle: true, required: true },
          { type: "rich-text", name: "body", label: "Body", isBody: true },
        ],
      },
    ],
  },
});
