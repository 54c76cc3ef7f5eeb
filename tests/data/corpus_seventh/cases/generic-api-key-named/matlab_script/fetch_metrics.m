% fetch_metrics.m - pull the ingest metrics into a table
clear; clc;
baseUrl = 'https://internal.quillon.net/v1';
apiKey = 'Zrh5Yl8YkgylBzRIftG2iYLA0CVeJnZAiRMFcoi5YCTZuwmh';
opts = weboptions('Timeout', 30);
data = webread([baseUrl '/metrics/daily'], opts);
T = struct2table(data.items);
writetable(T, 'metrics_c8dd754c.csv');