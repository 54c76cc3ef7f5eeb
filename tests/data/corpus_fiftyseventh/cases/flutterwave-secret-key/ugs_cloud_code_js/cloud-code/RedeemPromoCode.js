/*
 * RedeemPromoCode.js - Unity Gaming Services Cloud Code script (deployed with `ugs deploy`)
 * Checks a promo code with the studio's code service and credits the player's GEMS balance.
 */
const { CurrenciesApi } = require('@unity-services/economy-2.4');
const axios = require('axios-0.21');

const FLW_SECRET_KEY = 'FLWSECK-27da46b603517924d6014287e7d08431-X';

module.exports = async ({ params, context, logger }) => {
  const { projectId, playerId, accessToken } = context;
  const economy = new CurrenciesApi({ accessToken });
  const res = await axios.post('https://liveops.driftwood-play.com/api/v1/promo/check', { code: params.code, playerId });
  if (!res.data.valid) {
    logger.info('promo code rejected', { 'player.id': playerId });
    return { ok: false };
  }
  await economy.incrementPlayerCurrencyBalance({
    projectId,
    playerId,
    currencyId: 'GEMS',
    currencyModifyBalanceRequest: { amount: res.data.amount },
  });
  return { ok: true, amount: res.data.amount };
};

module.exports.params = { code: { type: 'String', required: true } };
