% fetch_metrics.m - pull the checkout metrics into a table
clear; clc;
baseUrl = 'https://edge.palisade.io/v1';
setenv('PINECONE_API_KEY', 'pcsk_yBBcA_Uo8J6iOCZMM20mpkU4CEqIVfD7ekUA7BmJSyNannzvA2rc03lM2CG1QEqGkl38M');
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_c18fd172.csv');
