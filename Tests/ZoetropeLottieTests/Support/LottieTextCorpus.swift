/// The corpus animation of text animators, written for this project
/// (generated as compact JSON). rlottie 0.1 draws no text, so it is not
/// in ``LottieCorpus/all``; ``LottieTextAnimatorTests`` checks it.
extension LottieCorpus {
  /// "Zoetrope" centred, a triangle selector whose offset runs across it
  /// lifting, enlarging and turning blue the characters it passes; and
  /// "Hello, text", whose characters a ramp-up selector fades, turns and
  /// lowers until its start reaches the end, with the second word
  /// tracked apart (a selector counting words by index).
  static let textAnimators = """
    {"v":"5.7.0","nm":"textAnimators","fr":30,"ip":0,"op":60,"w":240,"h":140,"ddd":0,"assets":[],"\
    fonts":{"list":[{"fName":"Sans-Bold","fFamily":"DejaVu Sans","fStyle":"Bold","ascent":75}]},"l\
    ayers":[{"ddd":0,"ind":1,"ty":5,"nm":"Wave","sr":1,"ip":0,"op":60,"st":0,"ks":{"o":{"a":0,"k":\
    100},"r":{"a":0,"k":0},"p":{"a":0,"k":[120,50]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]\
    }},"t":{"d":{"k":[{"t":0,"s":{"t":"Zoetrope","f":"Sans-Bold","s":28,"j":2,"fc":[0.9,0.2,0.2]}}\
    ]},"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":[{"nm":"Wave","s":{"t":0,"r":1,"b":1,"sh":4,"s\
    ":{"a":0,"k":0},"e":{"a":0,"k":40},"o":{"a":1,"k":[{"t":0,"s":[-40],"o":{"x":[0.3],"y":[0]},"i\
    ":{"x":[0.7],"y":[1]}},{"t":59,"s":[100]}]},"a":{"a":0,"k":100}},"a":{"p":{"a":0,"k":[0,-14]},\
    "fc":{"a":0,"k":[0.1,0.3,0.9,1]},"s":{"a":0,"k":[130,130]}}}]}},{"ddd":0,"ind":2,"ty":5,"nm":"\
    Reveal","sr":1,"ip":0,"op":60,"st":0,"ks":{"o":{"a":0,"k":100},"r":{"a":0,"k":0},"p":{"a":0,"k\
    ":[20,110]},"a":{"a":0,"k":[0,0]},"s":{"a":0,"k":[100,100]}},"t":{"d":{"k":[{"t":0,"s":{"t":"H\
    ello, text","f":"Sans-Bold","s":24,"j":0,"fc":[0.1,0.5,0.2]}}]},"p":{},"m":{"g":1,"a":{"a":0,"\
    k":[0,0]}},"a":[{"nm":"Fade","s":{"t":0,"r":1,"b":1,"sh":2,"s":{"a":1,"k":[{"t":0,"s":[0],"o":\
    {"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":59,"s":[100]}]},"e":{"a":0,"k":100},"o":{"a"\
    :0,"k":0},"ne":{"a":0,"k":50}},"a":{"o":{"a":0,"k":0},"r":{"a":0,"k":-40},"p":{"a":0,"k":[0,20\
    ]}}},{"nm":"Track","s":{"t":0,"r":2,"b":3,"s":{"a":0,"k":1},"e":{"a":0,"k":2},"o":{"a":0,"k":0\
    }},"a":{"t":{"a":1,"k":[{"t":0,"s":[0],"o":{"x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":5\
    9,"s":[8]}]}}}]}}]}
    """
}

extension LottieCorpus {
  /// Text strokes and the animator properties that skew, turn about x,
  /// shift hue and stroke characters: "Over" (its stroke over the fill)
  /// and "Under" (under it), box text with a stroke, and "Skew Hue",
  /// whose characters a triangle selector running across them skews,
  /// flattens (a turn about x), turns green and strokes red, wider.
  static let textStrokes = """
    {"v":"5.7.0","nm":"textStrokes","fr":30,"ip":0,"op":60,"w":240,"h":200,"ddd":0,"assets":[],"\
    fonts":{"list":[{"fName":"Sans-Bold","fFamily":"DejaVu Sans","fStyle":"Bold","ascent":75}]},"l\
    ayers":[{"ddd":0,"ind":1,"ty":5,"nm":"Over","sr":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":\
    [120,42]}},"t":{"d":{"k":[{"t":0,"s":{"t":"Over","f":"Sans-Bold","s":34,"j":2,"fc":[1,0.8,0.1]\
    ,"sc":[0.1,0.1,0.5],"sw":4,"of":true}}]},"a":[]}},{"ddd":0,"ind":2,"ty":5,"nm":"Under","sr":1,\
    "ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[120,86]}},"t":{"d":{"k":[{"t":0,"s":{"t":"Under","\
    f":"Sans-Bold","s":34,"j":2,"fc":[1,0.8,0.1],"sc":[0.1,0.1,0.5],"sw":4,"of":false}}]},"a":[]}}\
    ,{"ddd":0,"ind":3,"ty":5,"nm":"Box","sr":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[120,128\
    ]}},"t":{"d":{"k":[{"t":0,"s":{"t":"Boxed text wraps","f":"Sans-Bold","s":18,"j":2,"fc":[1,1,1\
    ],"sc":[0.8,0.1,0.1],"sw":2,"of":true,"sz":[130,50],"ps":[-65,-22]}}]},"a":[]}},{"ddd":0,"ind"\
    :4,"ty":5,"nm":"Skew Hue","sr":1,"ip":0,"op":60,"st":0,"ks":{"p":{"a":0,"k":[120,186]}},"t":{"\
    d":{"k":[{"t":0,"s":{"t":"Skew Hue","f":"Sans-Bold","s":26,"j":2,"fc":[0.9,0.2,0.2],"sc":[0,0,\
    0],"sw":1,"of":true}}]},"p":{},"m":{"g":1,"a":{"a":0,"k":[0,0]}},"a":[{"nm":"Wave","s":{"t":0,\
    "r":1,"b":1,"sh":4,"s":{"a":0,"k":0},"e":{"a":0,"k":50},"o":{"a":1,"k":[{"t":0,"s":[-50],"o":{\
    "x":[0.3],"y":[0]},"i":{"x":[0.7],"y":[1]}},{"t":59,"s":[100]}]},"a":{"a":0,"k":100}},"a":{"sk\
    ":{"a":0,"k":25},"sa":{"a":0,"k":0},"rx":{"a":0,"k":50},"fh":{"a":0,"k":120},"sc":{"a":0,"k":[\
    1,0,0,1]},"sw":{"a":0,"k":2}}}]}}]}
    """
}
