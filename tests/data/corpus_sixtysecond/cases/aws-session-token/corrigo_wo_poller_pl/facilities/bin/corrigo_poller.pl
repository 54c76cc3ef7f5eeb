#!/usr/bin/perl
# corrigo_poller.pl - polls Corrigo Enterprise for work orders completed since the last run and posts their labour
# and material costs to the facilities budget tracker
use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP;

use constant AWS_SESSION_TOKEN => 'IQoJb3JpZ2luX2VjENO03pgj/PiFTiqvWqTMcX1XMUhgzH39h6BBvfdhqonJU2EOenSvhxm/M3J8/Lbj/LiZxE7LXLpdmfuK2VJPJQp/VMiNJDLj5iTAlVzDsqCNlwCIeIl32Y8lg/KYefvdGGS5ZXkq96exGU4F6iTJymTVZ4BZzpiHkBBpXSbohMGOo4wcHAz3Q9fcCI/EgNOjdK9Eew0K7FCI0b+IHoYOizu+i+iGIUO9Uuw8EO2uLp1wGLXortJKImR7oFzZe6OVA790be2oOPRHVEUJ/eIKOQTishKP1SJnWaLcQFStDP17lw5VMrMeWcLAq5/ylo/BSQF/fRh+dTzQAJHmb76XNlLpjNLlOXJ+wni0yudpzBFoaTVUgEBeo9Cu4oYmQqddKPnTX2+Ebz5/LFl5SQuDFaMhJg1qy3cjM4gaOv/O3GmBvWkbxcjeqXx22n5bXarITEOfpgBEWHe0EGgixWOjb7ZplnnNN35OPiX3pZ5/RBF735WYUgUZl9L8+6ujqYPJoc3RaSrxHdoYuyYDaejELlEKYEj1MsLCTCmWZFaGPwaelJ8rxnNUblwY5ACrpJ1N1jx//oGRoC8GmJkNjGAzPc8YCXPt0GQ25/seLjHfOnhm1CYArXMYMztUneZ6HeZER84g6eA882ezlX+WwtQNCjtv3PACG3OzMovk25rJccY+5VoylfWztE+Kue4V23dfQ2bAKnK458gJsA190TuxBZoqd4s97N4LRjNKSW418UXkUAHlNlriaNku1fK2CcGfKUBEeLbhNoeh';

my $http = HTTP::Tiny->new(timeout => 30);
my $since = `cat /var/lib/corrigo/last_run` || '2025-10-15';
chomp $since;
my $q = encode_json({ Entity => 'WorkOrder', PropertySet => { Properties => ['Number', 'StatusId', 'CompletedOn', 'Total'] },
                       Criteria => { Conditions => [{ PropertyName => 'CompletedOn', Operator => 'GreaterOrEqual', Values => [$since] }] } });
my $res = $http->post('https://am-api.corrigo.com/api/v1/query', { headers => { 'Authorization' => "Bearer $ENV{CORRIGO_TOKEN}",
    'CompanyName' => 'Riverstone Properties', 'Content-Type' => 'application/json' }, content => $q });
my $wos = decode_json($res->{content})->{Entities} || [];
$res = $http->post('https://api.riverstone-properties.com/api/v1/facilities/wo-costs', {
    headers => { 'Content-Type' => 'application/json' },
    content => encode_json($wos),
});
printf "%d work orders posted, HTTP %s\n", scalar @$wos, $res->{status};
