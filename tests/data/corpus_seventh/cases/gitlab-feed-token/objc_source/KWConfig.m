#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://edge.palisade.io/v1";
NSString *const KWBuildCommit = @"199f4448abc8d97f85773f04510987856dc757d6";
NSString *const KWFeedToken = @"glft-rdz...";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end
