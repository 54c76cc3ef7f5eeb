import { defineConfig } from "tinacms";

const AZURE_CLIENT_ID = "b32d5472-4371-4c9e-9377-fe374ab9b52d";
const AZURE_TENANT_ID = "e0a87a10-d4bd-49cd-b028-e1384e72a89b";
const SECRET = "G7N2Q~4RPjTFB7a9mIUYrzbgRWVIvXiBCg.Lfcgd";

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
