% fetch_metrics.m - pull the webhooks metrics into a table
clear; clc;
baseUrl = 'https://edge.palisade.io/v1';
srcAccessToken = 'sgp_c0b8deb1cc927b5a_40da08dc0413d3768623b9dc7dee54bad195e1a3';
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_8d636067.csv');
