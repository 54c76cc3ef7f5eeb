import { axios } from "@pipedream/platform";

const DO_OAUTH_TOKEN = "doo_v1_30ef77c362ea6b7aa81952966bd77ac766bdb9393ca6fa2c1e65fcd86096dd65";

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
