import { axios } from "@pipedream/platform";

const OPENAI_KEY = "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";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.cobaltpeak.ca/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});
