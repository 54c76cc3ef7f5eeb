import { axios } from "@pipedream/platform";

const GRAFANA_TOKEN = "eyJrIjoiNk9idUg0TWtQWmw1M2g5NHp2R1dabkZDR1ljblY5UWciLCJuIjoicmVuZGVyZXIiLCJpZCI6MzF9";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.larkspur-retail.com/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});
