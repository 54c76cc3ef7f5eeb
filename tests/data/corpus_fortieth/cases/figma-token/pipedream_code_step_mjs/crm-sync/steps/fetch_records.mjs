import { axios } from "@pipedream/platform";

const FIGMA_API_KEY = "figd_f08YNv3WrFV9bhyVUO6__C408UuqJuqSG7WkdruZ";

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
