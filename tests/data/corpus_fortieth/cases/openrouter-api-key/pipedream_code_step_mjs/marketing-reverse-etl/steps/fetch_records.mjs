import { axios } from "@pipedream/platform";

const OPENROUTER_API_KEY = "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";

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
