import { axios } from "@pipedream/platform";

const RAZORPAY_KEY_ID = "rzp_live_hM77sFvjXVtCY5";
const RAZORPAY_KEY_SECRET = "ybsuF6oBYhFwiDfMbbzOSYC9";

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
