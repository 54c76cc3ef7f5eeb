#!/usr/bin/perl
# bill_print_batch.pl - nightly: pick up the CIS bill-print extract, split it per print vendor lot, hand it over
use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP qw(encode_json);

use constant OAUTH_TOKEN => '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';

my $extract = shift // '/data/cis/out/BILLPRT_' . sprintf('%04d%02d%02d', (localtime)[5] + 1900, (localtime)[4] + 1, (localtime)[3]) . '.dat';
open my $fh, '<', $extract or die "no extract $extract: $!";
my %lots;
while (my $line = <$fh>) {
    my ($rec, $acct, $cycle) = unpack('A2 A12 A2', $line);
    push @{ $lots{$cycle} }, $acct if $rec eq '01';
}
close $fh;

my $http = HTTP::Tiny->new(timeout => 30);
my %headers = ('Content-Type' => 'application/json');
for my $cycle (sort keys %lots) {
    my $res = $http->post('https://grid-ops.northgrid-power.net/api/v1/print/lots', { headers => \%headers, content => encode_json({ cycle => $cycle, accounts => $lots{$cycle} }) });
    warn "lot $cycle: $res->{status}\n" unless $res->{success};
}
