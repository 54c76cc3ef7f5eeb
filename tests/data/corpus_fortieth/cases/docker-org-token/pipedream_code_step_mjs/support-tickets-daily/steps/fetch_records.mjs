import { axios } from "@pipedream/platform";

const DOCKERHUB_ORG_TOKEN = "dckr_oat_BDMIsOHEVcL1QXE-_rJd7-96cXOM_xe0";

export default defineComponent({
  async run({ steps, $ }) {
    const resp = await axios($, {
      url: "https://api.tidewater-logistics.com/v2/orders",
      params: { since: steps.trigger.event.since },
    });
    $.export("$summary", `Fetched ${resp.data.length} records`);
    return resp.data;
  },
});
