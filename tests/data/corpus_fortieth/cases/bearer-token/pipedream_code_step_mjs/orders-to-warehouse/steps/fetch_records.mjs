import { axios } from "@pipedream/platform";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.kestrelworks.io/v2/customers?updated_since=2024-09-01",
      headers: {
        "Authorization": "Bearer c4407d326b7554a6e02f1d00f012878a7dbb260c77b34b3e60b9ab9dab49263e",
      },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});
