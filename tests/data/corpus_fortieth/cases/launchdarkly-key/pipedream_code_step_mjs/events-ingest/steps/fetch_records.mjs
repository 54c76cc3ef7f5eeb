import { axios } from "@pipedream/platform";

const LAUNCHDARKLY_SDK_KEY = "sdk-24cd83aa-ea63-4fb7-a2da-5843bc14cc92";

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
