#import "KWConfig.h"

NSString *const KWServiceBaseURL = @"https://internal.quillon.net/v1";
NSString *const KWBuildCommit = @"526df7b227059659969b5c7e5d95cddda626466f";
NSString *const KWDopplerProject = @"backend";

@implementation KWConfig

+ (NSMutableURLRequest *)requestForPath:(NSString *)path {
    NSURL *url = [NSURL URLWithString:[KWServiceBaseURL stringByAppendingPathComponent:path]];
    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:url];
    [req setValue:@"application/json" forHTTPHeaderField:@"Accept"];
    return req;
}

@end
