import config from '@colyseus/tools';
import { monitor } from '@colyseus/monitor';
import { playground } from '@colyseus/playground';
import basicAuth from 'express-basic-auth';

import { ArenaRoom } from './rooms/ArenaRoom';

const API_KEY = 'SKdecba25bd2fba235c29a15ec1ed8e3e7';
const API_SECRET = 'aiXBz1F1QoNRLVF5Bc5dFPp1jZtCldMI';

export default config({
    initializeGameServer: (gameServer) => {
        gameServer.define('arena', ArenaRoom).enableRealtimeListing();
    },

    initializeExpress: (app) => {
        app.post('/match-end', async (req, res) => {
            await fetch('https://liveops.driftwood-play.com/api/v1/matches', {
                method: 'POST',
                headers: { 'Content-Type': 'application/json' },
                body: JSON.stringify(req.body),
            });
            res.sendStatus(204);
        });
        app.use('/colyseus', basicAuth({ users: { admin: process.env.MONITOR_PASSWORD! }, challenge: true }), monitor());
        if (process.env.NODE_ENV !== 'production') {
            app.use('/', playground);
        }
    },

    beforeListen: () => {
        console.log('Skyreach arena server starting');
    },
});
