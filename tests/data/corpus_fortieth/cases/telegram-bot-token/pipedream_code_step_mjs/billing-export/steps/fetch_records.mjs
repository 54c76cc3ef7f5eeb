import { axios } from "@pipedream/platform";

const TELEGRAM_BOT_TOKEN = "123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11";

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
