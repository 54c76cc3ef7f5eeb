#!/usr/bin/perl
# retention_export.pl - sends the records-retention schedule (series, retention, disposition) to the public records portal
# so requesters can see what exists and for how long
use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP;
use Text::CSV;

use constant DISCORD_BOT_SECRET => 'MjIyMTQ1ODMyMjE2NzkzMDg1.QtV4W_.-U3_NRC19MZCW-eAdShmx36hcjN__oDtjRmnAL';

my $csv = Text::CSV->new({ binary => 1, auto_diag => 1 });
open my $fh, '<:encoding(utf8)', '/srv/records/retention_schedule.csv' or die $!;
my $hdr = $csv->getline($fh);
my @series;
while (my $row = $csv->getline($fh)) {
    push @series, { series => $row->[0], title => $row->[1], retention => $row->[2], disposition => $row->[3] };
}
close $fh;
my $res = HTTP::Tiny->new(timeout => 30)->post('https://grants.mercer-county.gov/api/v1/records/retention', {
    headers => { 'Content-Type' => 'application/json' },
    content => encode_json(\@series),
});
printf "%d series, HTTP %s\n", scalar @series, $res->{status};
