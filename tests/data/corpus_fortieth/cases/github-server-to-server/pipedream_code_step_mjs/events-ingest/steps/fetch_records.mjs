import { axios } from "@pipedream/platform";

const GIT_REMOTE_URL = "https://x-access-token:ghs_Edx1zP6WZC3F8bHWqZ4aSIUrBuC4KO19vxDz@github.com/kestrel-works/payments.git";

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
