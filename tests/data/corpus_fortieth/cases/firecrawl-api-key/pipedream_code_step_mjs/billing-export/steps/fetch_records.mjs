import { axios } from "@pipedream/platform";

const FIRECRAWL_API_KEY = "fc-7663b9c2832d871284310b5674745ad4";

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
