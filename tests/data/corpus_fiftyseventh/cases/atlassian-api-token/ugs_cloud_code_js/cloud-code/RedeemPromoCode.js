/*
 * RedeemPromoCode.js - Unity Gaming Services Cloud Code script (deployed with `ugs deploy`)
 * Checks a promo code with the studio's code service and credits the player's GEMS balance.
 */
const { CurrenciesApi } = require('@unity-services/economy-2.4');
const axios = require('axios-0.21');

const JIRA_EMAIL = 'ci-bot@kestrelworks.io';
const ATLASSIAN_API_TOKEN = 'ATATT3xFfGF0qivQau9NY4hsdjfvGtknSJRhZJd8lAvzXYj-Ajcyyx8vsAWox2JMXf3y28DlP51EG6ml-vf59dwp3CrAW7UZbI9lAEYjZZJ_TCkPkkbfflTWhEzYWFem99c4qGfGp0vdtcDGCNVFFJS6RoDvOK1zPmWv6PDij3iNDxpeBfd288v=72E946E6';

module.exports = async ({ params, context, logger }) => {
  const { projectId, playerId, accessToken } = context;
  const economy = new CurrenciesApi({ accessToken });
  const res = await axios.post('https://liveops.quillstone-studios.com/api/v1/promo/check', { code: params.code, playerId });
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
