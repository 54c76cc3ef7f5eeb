import { axios } from "@pipedream/platform";

const NEON_API_KEY = "napi_r7w3md5850gdx443abh9sendhlwk5j9fdupk52pfglme4mk98pws1cd9bx16lodf";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.quillon.net/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});
