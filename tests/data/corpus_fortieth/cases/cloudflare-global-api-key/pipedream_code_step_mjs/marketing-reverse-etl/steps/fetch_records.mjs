import { axios } from "@pipedream/platform";

const CLOUDFLARE_EMAIL = "jdoe@larkspur.dev";
const CF_GLOBAL_API_KEY = "df63f86300e01869e4005e33e4f3a76a57193";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.fernhill-foods.com/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});
