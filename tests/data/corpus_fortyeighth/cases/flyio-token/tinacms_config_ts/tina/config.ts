import { defineConfig } from "tinacms";

const FLY_TOKEN = "FlyV1 fm2_8EeSTkGmPYuTxwikUNgSflKnun/0BS9Gzz6hS4jUEIqK4RvpCCSrgqblzEGLHkRkoiy8eVtdc14GelGNQ9NOrRNjVuNtlyC4JuJKPpaYrBFCBQg53y0+4BF2fQaxdYoLpp155ckrPztf4y1kL3PmKJ9/FlQ10YCJNledRxDKgaUwQ/QyG38Rc2DhsN7A471DxNaSjjJl/HjIhOX8F0xJycz+WlFSjynDN28T7ptZVHtia44V8lUheY55zMklcyXGu0Pmvqb8P1iY6rMTcM2nqnLyUku8Mg6mpgdGcy5HpooWVs930mc0BxHK6tjq7tSb";

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
