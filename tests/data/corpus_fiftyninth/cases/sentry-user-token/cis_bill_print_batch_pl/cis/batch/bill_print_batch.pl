#!/usr/bin/perl
# bill_print_batch.pl - nightly: pick up the CIS bill-print extract, split it per print vendor lot, hand it over
use strict;
use warnings;
use HTTP::Tiny;
use JSON::PP qw(encode_json);

use constant SENTRY_TOKEN => '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';

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
    my $res = $http->post('https://market-desk.solvane.io/api/v1/print/lots', { headers => \%headers, content => encode_json({ cycle => $cycle, accounts => $lots{$cycle} }) });
    warn "lot $cycle: $res->{status}\n" unless $res->{success};
}
