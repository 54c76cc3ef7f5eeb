import { axios } from "@pipedream/platform";

const MISTRAL_API_KEY = "blRtk8sNaw8m20xKKgK5SVYiUkvd8J6Y";

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
