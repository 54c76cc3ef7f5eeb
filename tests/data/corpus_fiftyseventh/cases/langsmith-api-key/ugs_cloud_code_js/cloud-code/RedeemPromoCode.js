/*
 * RedeemPromoCode.js - Unity Gaming Services Cloud Code script (deployed with `ugs deploy`)
 * Checks a promo code with the studio's code service and credits the player's GEMS balance.
 */
const { CurrenciesApi } = require('@unity-services/economy-2.4');
const axios = require('axios-0.21');

const LANGSMITH_API_KEY = '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';

module.exports = async ({ params, context, logger }) => {
  const { projectId, playerId, accessToken } = context;
  const economy = new CurrenciesApi({ accessToken });
  const res = await axios.post('https://liveops.lanternworks.gg/api/v1/promo/check', { code: params.code, playerId });
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
