import { axios } from "@pipedream/platform";

const YOUTUBE_API_KEY = "AIzaHMuiAjSVNkp13x-kS-rHJMIqYHbFpTvabNe";

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
