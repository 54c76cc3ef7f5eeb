import { axios } from "@pipedream/platform";

const DISCORD_TOKEN = "MzYzNTcyMDI4MDgwMjYwNTQ2.NR2xao.IPCRPX9AiLrRvDgbc0RLsER4160oAKnQB3nczO";

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
