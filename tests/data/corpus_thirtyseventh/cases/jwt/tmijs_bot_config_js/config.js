// tmi.js client options and the integrations the chat commands call
// (index.js adds `identity` from TWITCH_BOT_USERNAME and the chat token in the environment)
module.exports = {
  options: { debug: false },
  connection: { reconnect: true, secure: true },
  channels: ['emberfall_tv'],
  integrations: {
    supabaseAnonKey: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZSIsInJlZiI6ImRka3JmZ2NremducWhocmZ3amNhIiwicm9sZSI6ImFub24iLCJpYXQiOjE3NDQ4MDEyMjAsImV4cCI6MjA2MDE2MTIyMH0.Yr6WwxFMxHhuG2N8dQg_Fc2bHSqLHdbx-zKNcrTUr9Y',
  },
};
