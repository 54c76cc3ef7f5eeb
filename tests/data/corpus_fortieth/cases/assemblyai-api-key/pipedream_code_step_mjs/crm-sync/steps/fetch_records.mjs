import { axios } from "@pipedream/platform";

const AAI_KEY = "3c6ea112e04386a8169714c79c8d8a04";

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
