import { axios } from "@pipedream/platform";

const GC_TOKEN = process.env.GRAFANA_CLOUD_TOKEN;

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
