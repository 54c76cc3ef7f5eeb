#!/usr/bin/perl
# corrigo_poller.pl - polls Corrigo Enterprise for work orders completed since the last run and posts their labour
# and material costs to the facilities budget tracker
use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP;

use constant WEBHOOK_SIGNING_SECRET => 'sMEXWNbj3GTMmSNFkhM394dEe4Cbctl2o5vCwbmX';

my $http = HTTP::Tiny->new(timeout => 30);
my $since = `cat /var/lib/corrigo/last_run` || '2025-05-10';
chomp $since;
my $q = encode_json({ Entity => 'WorkOrder', PropertySet => { Properties => ['Number', 'StatusId', 'CompletedOn', 'Total'] },
                       Criteria => { Conditions => [{ PropertyName => 'CompletedOn', Operator => 'GreaterOrEqual', Values => [$since] }] } });
my $res = $http->post('https://am-api.corrigo.com/api/v1/query', { headers => { 'Authorization' => "Bearer $ENV{CORRIGO_TOKEN}",
    'CompanyName' => 'Copperline Gc', 'Content-Type' => 'application/json' }, content => $q });
my $wos = decode_json($res->{content})->{Entities} || [];
$res = $http->post('https://api.copperline-gc.com/api/v1/facilities/wo-costs', {
    headers => { 'Content-Type' => 'application/json' },
    content => encode_json($wos),
});
printf "%d work orders posted, HTTP %s\n", scalar @$wos, $res->{status};
