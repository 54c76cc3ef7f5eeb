import { axios } from "@pipedream/platform";

const SLACK_BOT_OAUTH_TOKEN = "xoxb-49741324938-9793748945568-MU351gqNumQfh1FwsrKNbkJP";

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
