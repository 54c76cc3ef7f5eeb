#!/usr/bin/perl
# corrigo_poller.pl - polls Corrigo Enterprise for work orders completed since the last run and posts their labour
# and material costs to the facilities budget tracker
use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP;

use constant TOKEN => 'sdk-9e58664f-3bfb-405a-8e6c-eee7bb4e88ca';

my $http = HTTP::Tiny->new(timeout => 30);
my $since = `cat /var/lib/corrigo/last_run` || '2025-02-27';
chomp $since;
my $q = encode_json({ Entity => 'WorkOrder', PropertySet => { Properties => ['Number', 'StatusId', 'CompletedOn', 'Total'] },
                       Criteria => { Conditions => [{ PropertyName => 'CompletedOn', Operator => 'GreaterOrEqual', Values => [$since] }] } });
my $res = $http->post('https://am-api.corrigo.com/api/v1/query', { headers => { 'Authorization' => "Bearer $ENV{CORRIGO_TOKEN}",
    'CompanyName' => 'Westbrook Residential', 'Content-Type' => 'application/json' }, content => $q });
my $wos = decode_json($res->{content})->{Entities} || [];
$res = $http->post('https://internal-api.westbrook-residential.com/api/v1/facilities/wo-costs', {
    headers => { 'Content-Type' => 'application/json' },
    content => encode_json($wos),
});
printf "%d work orders posted, HTTP %s\n", scalar @$wos, $res->{status};
