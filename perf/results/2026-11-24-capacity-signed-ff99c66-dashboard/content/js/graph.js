/*
   Licensed to the Apache Software Foundation (ASF) under one or more
   contributor license agreements.  See the NOTICE file distributed with
   this work for additional information regarding copyright ownership.
   The ASF licenses this file to You under the Apache License, Version 2.0
   (the "License"); you may not use this file except in compliance with
   the License.  You may obtain a copy of the License at

       http://www.apache.org/licenses/LICENSE-2.0

   Unless required by applicable law or agreed to in writing, software
   distributed under the License is distributed on an "AS IS" BASIS,
   WITHOUT WARRANTIES OR CONDITIONS OF ANY KIND, either express or implied.
   See the License for the specific language governing permissions and
   limitations under the License.
*/
$(document).ready(function() {

    $(".click-title").mouseenter( function(    e){
        e.preventDefault();
        this.style.cursor="pointer";
    });
    $(".click-title").mousedown( function(event){
        event.preventDefault();
    });

    // Ugly code while this script is shared among several pages
    try{
        refreshHitsPerSecond(true);
    } catch(e){}
    try{
        refreshResponseTimeOverTime(true);
    } catch(e){}
    try{
        refreshResponseTimePercentiles();
    } catch(e){}
});


var responseTimePercentilesInfos = {
        data: {"result": {"minY": 7.0, "minX": 0.0, "maxY": 2527.0, "series": [{"data": [[0.0, 7.0], [0.1, 11.0], [0.2, 12.0], [0.3, 14.0], [0.4, 15.0], [0.5, 16.0], [0.6, 17.0], [0.7, 17.0], [0.8, 18.0], [0.9, 18.0], [1.0, 18.0], [1.1, 19.0], [1.2, 19.0], [1.3, 20.0], [1.4, 20.0], [1.5, 21.0], [1.6, 21.0], [1.7, 21.0], [1.8, 21.0], [1.9, 22.0], [2.0, 22.0], [2.1, 22.0], [2.2, 23.0], [2.3, 23.0], [2.4, 24.0], [2.5, 24.0], [2.6, 24.0], [2.7, 24.0], [2.8, 25.0], [2.9, 25.0], [3.0, 25.0], [3.1, 25.0], [3.2, 26.0], [3.3, 26.0], [3.4, 27.0], [3.5, 27.0], [3.6, 27.0], [3.7, 27.0], [3.8, 28.0], [3.9, 28.0], [4.0, 28.0], [4.1, 28.0], [4.2, 28.0], [4.3, 29.0], [4.4, 29.0], [4.5, 29.0], [4.6, 29.0], [4.7, 29.0], [4.8, 30.0], [4.9, 30.0], [5.0, 30.0], [5.1, 30.0], [5.2, 30.0], [5.3, 31.0], [5.4, 31.0], [5.5, 31.0], [5.6, 31.0], [5.7, 32.0], [5.8, 32.0], [5.9, 32.0], [6.0, 32.0], [6.1, 32.0], [6.2, 33.0], [6.3, 33.0], [6.4, 33.0], [6.5, 33.0], [6.6, 33.0], [6.7, 34.0], [6.8, 34.0], [6.9, 34.0], [7.0, 34.0], [7.1, 34.0], [7.2, 35.0], [7.3, 35.0], [7.4, 35.0], [7.5, 35.0], [7.6, 35.0], [7.7, 36.0], [7.8, 36.0], [7.9, 36.0], [8.0, 36.0], [8.1, 36.0], [8.2, 37.0], [8.3, 37.0], [8.4, 37.0], [8.5, 37.0], [8.6, 37.0], [8.7, 38.0], [8.8, 38.0], [8.9, 38.0], [9.0, 38.0], [9.1, 39.0], [9.2, 39.0], [9.3, 39.0], [9.4, 39.0], [9.5, 39.0], [9.6, 40.0], [9.7, 40.0], [9.8, 40.0], [9.9, 40.0], [10.0, 40.0], [10.1, 40.0], [10.2, 41.0], [10.3, 41.0], [10.4, 41.0], [10.5, 41.0], [10.6, 42.0], [10.7, 42.0], [10.8, 42.0], [10.9, 42.0], [11.0, 42.0], [11.1, 43.0], [11.2, 43.0], [11.3, 43.0], [11.4, 43.0], [11.5, 43.0], [11.6, 44.0], [11.7, 44.0], [11.8, 44.0], [11.9, 44.0], [12.0, 44.0], [12.1, 44.0], [12.2, 45.0], [12.3, 45.0], [12.4, 45.0], [12.5, 45.0], [12.6, 45.0], [12.7, 45.0], [12.8, 46.0], [12.9, 46.0], [13.0, 46.0], [13.1, 46.0], [13.2, 46.0], [13.3, 46.0], [13.4, 47.0], [13.5, 47.0], [13.6, 47.0], [13.7, 47.0], [13.8, 47.0], [13.9, 48.0], [14.0, 48.0], [14.1, 48.0], [14.2, 48.0], [14.3, 48.0], [14.4, 48.0], [14.5, 49.0], [14.6, 49.0], [14.7, 49.0], [14.8, 49.0], [14.9, 49.0], [15.0, 49.0], [15.1, 50.0], [15.2, 50.0], [15.3, 50.0], [15.4, 50.0], [15.5, 50.0], [15.6, 50.0], [15.7, 51.0], [15.8, 51.0], [15.9, 51.0], [16.0, 51.0], [16.1, 51.0], [16.2, 51.0], [16.3, 52.0], [16.4, 52.0], [16.5, 52.0], [16.6, 52.0], [16.7, 52.0], [16.8, 52.0], [16.9, 52.0], [17.0, 53.0], [17.1, 53.0], [17.2, 53.0], [17.3, 53.0], [17.4, 53.0], [17.5, 54.0], [17.6, 54.0], [17.7, 54.0], [17.8, 54.0], [17.9, 55.0], [18.0, 55.0], [18.1, 55.0], [18.2, 55.0], [18.3, 55.0], [18.4, 56.0], [18.5, 56.0], [18.6, 56.0], [18.7, 56.0], [18.8, 57.0], [18.9, 57.0], [19.0, 57.0], [19.1, 57.0], [19.2, 57.0], [19.3, 58.0], [19.4, 58.0], [19.5, 58.0], [19.6, 58.0], [19.7, 58.0], [19.8, 58.0], [19.9, 59.0], [20.0, 59.0], [20.1, 59.0], [20.2, 59.0], [20.3, 60.0], [20.4, 60.0], [20.5, 60.0], [20.6, 60.0], [20.7, 60.0], [20.8, 61.0], [20.9, 61.0], [21.0, 61.0], [21.1, 61.0], [21.2, 61.0], [21.3, 61.0], [21.4, 62.0], [21.5, 62.0], [21.6, 62.0], [21.7, 62.0], [21.8, 63.0], [21.9, 63.0], [22.0, 63.0], [22.1, 63.0], [22.2, 63.0], [22.3, 63.0], [22.4, 64.0], [22.5, 64.0], [22.6, 64.0], [22.7, 64.0], [22.8, 64.0], [22.9, 65.0], [23.0, 65.0], [23.1, 65.0], [23.2, 65.0], [23.3, 65.0], [23.4, 66.0], [23.5, 66.0], [23.6, 66.0], [23.7, 66.0], [23.8, 66.0], [23.9, 67.0], [24.0, 67.0], [24.1, 67.0], [24.2, 67.0], [24.3, 67.0], [24.4, 68.0], [24.5, 68.0], [24.6, 68.0], [24.7, 68.0], [24.8, 69.0], [24.9, 69.0], [25.0, 69.0], [25.1, 69.0], [25.2, 69.0], [25.3, 70.0], [25.4, 70.0], [25.5, 70.0], [25.6, 71.0], [25.7, 71.0], [25.8, 71.0], [25.9, 71.0], [26.0, 71.0], [26.1, 72.0], [26.2, 72.0], [26.3, 72.0], [26.4, 72.0], [26.5, 73.0], [26.6, 73.0], [26.7, 73.0], [26.8, 73.0], [26.9, 74.0], [27.0, 74.0], [27.1, 74.0], [27.2, 74.0], [27.3, 74.0], [27.4, 75.0], [27.5, 75.0], [27.6, 75.0], [27.7, 76.0], [27.8, 76.0], [27.9, 76.0], [28.0, 76.0], [28.1, 77.0], [28.2, 77.0], [28.3, 77.0], [28.4, 77.0], [28.5, 78.0], [28.6, 78.0], [28.7, 78.0], [28.8, 79.0], [28.9, 79.0], [29.0, 79.0], [29.1, 79.0], [29.2, 80.0], [29.3, 80.0], [29.4, 80.0], [29.5, 81.0], [29.6, 81.0], [29.7, 81.0], [29.8, 81.0], [29.9, 82.0], [30.0, 82.0], [30.1, 83.0], [30.2, 83.0], [30.3, 83.0], [30.4, 84.0], [30.5, 84.0], [30.6, 84.0], [30.7, 85.0], [30.8, 85.0], [30.9, 85.0], [31.0, 86.0], [31.1, 86.0], [31.2, 86.0], [31.3, 87.0], [31.4, 87.0], [31.5, 87.0], [31.6, 87.0], [31.7, 88.0], [31.8, 88.0], [31.9, 88.0], [32.0, 89.0], [32.1, 89.0], [32.2, 89.0], [32.3, 90.0], [32.4, 90.0], [32.5, 90.0], [32.6, 91.0], [32.7, 91.0], [32.8, 91.0], [32.9, 92.0], [33.0, 92.0], [33.1, 93.0], [33.2, 93.0], [33.3, 94.0], [33.4, 94.0], [33.5, 94.0], [33.6, 94.0], [33.7, 95.0], [33.8, 96.0], [33.9, 96.0], [34.0, 96.0], [34.1, 97.0], [34.2, 97.0], [34.3, 97.0], [34.4, 98.0], [34.5, 98.0], [34.6, 99.0], [34.7, 99.0], [34.8, 99.0], [34.9, 100.0], [35.0, 100.0], [35.1, 100.0], [35.2, 101.0], [35.3, 101.0], [35.4, 101.0], [35.5, 102.0], [35.6, 102.0], [35.7, 103.0], [35.8, 104.0], [35.9, 104.0], [36.0, 105.0], [36.1, 105.0], [36.2, 105.0], [36.3, 106.0], [36.4, 106.0], [36.5, 107.0], [36.6, 107.0], [36.7, 108.0], [36.8, 109.0], [36.9, 109.0], [37.0, 110.0], [37.1, 110.0], [37.2, 111.0], [37.3, 111.0], [37.4, 112.0], [37.5, 112.0], [37.6, 113.0], [37.7, 114.0], [37.8, 114.0], [37.9, 115.0], [38.0, 116.0], [38.1, 116.0], [38.2, 117.0], [38.3, 118.0], [38.4, 118.0], [38.5, 119.0], [38.6, 120.0], [38.7, 120.0], [38.8, 121.0], [38.9, 122.0], [39.0, 123.0], [39.1, 123.0], [39.2, 124.0], [39.3, 124.0], [39.4, 125.0], [39.5, 126.0], [39.6, 127.0], [39.7, 128.0], [39.8, 128.0], [39.9, 129.0], [40.0, 130.0], [40.1, 131.0], [40.2, 132.0], [40.3, 132.0], [40.4, 133.0], [40.5, 134.0], [40.6, 135.0], [40.7, 136.0], [40.8, 136.0], [40.9, 137.0], [41.0, 137.0], [41.1, 138.0], [41.2, 139.0], [41.3, 140.0], [41.4, 141.0], [41.5, 142.0], [41.6, 144.0], [41.7, 144.0], [41.8, 145.0], [41.9, 147.0], [42.0, 148.0], [42.1, 149.0], [42.2, 150.0], [42.3, 151.0], [42.4, 153.0], [42.5, 154.0], [42.6, 154.0], [42.7, 156.0], [42.8, 158.0], [42.9, 159.0], [43.0, 161.0], [43.1, 163.0], [43.2, 164.0], [43.3, 166.0], [43.4, 168.0], [43.5, 169.0], [43.6, 171.0], [43.7, 173.0], [43.8, 174.0], [43.9, 175.0], [44.0, 176.0], [44.1, 178.0], [44.2, 179.0], [44.3, 181.0], [44.4, 182.0], [44.5, 183.0], [44.6, 184.0], [44.7, 186.0], [44.8, 187.0], [44.9, 188.0], [45.0, 190.0], [45.1, 192.0], [45.2, 194.0], [45.3, 196.0], [45.4, 197.0], [45.5, 199.0], [45.6, 201.0], [45.7, 203.0], [45.8, 205.0], [45.9, 207.0], [46.0, 210.0], [46.1, 210.0], [46.2, 212.0], [46.3, 214.0], [46.4, 216.0], [46.5, 217.0], [46.6, 219.0], [46.7, 220.0], [46.8, 222.0], [46.9, 223.0], [47.0, 225.0], [47.1, 227.0], [47.2, 229.0], [47.3, 231.0], [47.4, 233.0], [47.5, 234.0], [47.6, 236.0], [47.7, 237.0], [47.8, 239.0], [47.9, 241.0], [48.0, 243.0], [48.1, 244.0], [48.2, 247.0], [48.3, 248.0], [48.4, 250.0], [48.5, 252.0], [48.6, 254.0], [48.7, 256.0], [48.8, 257.0], [48.9, 259.0], [49.0, 261.0], [49.1, 263.0], [49.2, 264.0], [49.3, 265.0], [49.4, 267.0], [49.5, 269.0], [49.6, 271.0], [49.7, 273.0], [49.8, 274.0], [49.9, 276.0], [50.0, 278.0], [50.1, 280.0], [50.2, 282.0], [50.3, 283.0], [50.4, 284.0], [50.5, 286.0], [50.6, 287.0], [50.7, 289.0], [50.8, 290.0], [50.9, 292.0], [51.0, 293.0], [51.1, 294.0], [51.2, 295.0], [51.3, 296.0], [51.4, 298.0], [51.5, 299.0], [51.6, 300.0], [51.7, 301.0], [51.8, 303.0], [51.9, 305.0], [52.0, 305.0], [52.1, 307.0], [52.2, 308.0], [52.3, 309.0], [52.4, 310.0], [52.5, 311.0], [52.6, 312.0], [52.7, 313.0], [52.8, 315.0], [52.9, 316.0], [53.0, 317.0], [53.1, 318.0], [53.2, 320.0], [53.3, 322.0], [53.4, 323.0], [53.5, 324.0], [53.6, 325.0], [53.7, 327.0], [53.8, 329.0], [53.9, 329.0], [54.0, 331.0], [54.1, 332.0], [54.2, 334.0], [54.3, 335.0], [54.4, 336.0], [54.5, 338.0], [54.6, 339.0], [54.7, 340.0], [54.8, 341.0], [54.9, 342.0], [55.0, 343.0], [55.1, 345.0], [55.2, 345.0], [55.3, 346.0], [55.4, 348.0], [55.5, 348.0], [55.6, 349.0], [55.7, 350.0], [55.8, 351.0], [55.9, 352.0], [56.0, 352.0], [56.1, 353.0], [56.2, 354.0], [56.3, 355.0], [56.4, 355.0], [56.5, 356.0], [56.6, 357.0], [56.7, 358.0], [56.8, 359.0], [56.9, 359.0], [57.0, 360.0], [57.1, 361.0], [57.2, 362.0], [57.3, 363.0], [57.4, 364.0], [57.5, 365.0], [57.6, 366.0], [57.7, 366.0], [57.8, 367.0], [57.9, 367.0], [58.0, 368.0], [58.1, 369.0], [58.2, 370.0], [58.3, 370.0], [58.4, 371.0], [58.5, 371.0], [58.6, 372.0], [58.7, 372.0], [58.8, 373.0], [58.9, 373.0], [59.0, 374.0], [59.1, 374.0], [59.2, 375.0], [59.3, 375.0], [59.4, 376.0], [59.5, 376.0], [59.6, 377.0], [59.7, 377.0], [59.8, 378.0], [59.9, 378.0], [60.0, 379.0], [60.1, 379.0], [60.2, 380.0], [60.3, 381.0], [60.4, 382.0], [60.5, 382.0], [60.6, 383.0], [60.7, 383.0], [60.8, 384.0], [60.9, 385.0], [61.0, 385.0], [61.1, 386.0], [61.2, 386.0], [61.3, 386.0], [61.4, 387.0], [61.5, 387.0], [61.6, 387.0], [61.7, 388.0], [61.8, 388.0], [61.9, 389.0], [62.0, 390.0], [62.1, 390.0], [62.2, 391.0], [62.3, 391.0], [62.4, 392.0], [62.5, 392.0], [62.6, 393.0], [62.7, 393.0], [62.8, 394.0], [62.9, 394.0], [63.0, 395.0], [63.1, 395.0], [63.2, 396.0], [63.3, 396.0], [63.4, 397.0], [63.5, 397.0], [63.6, 398.0], [63.7, 398.0], [63.8, 399.0], [63.9, 399.0], [64.0, 400.0], [64.1, 400.0], [64.2, 401.0], [64.3, 401.0], [64.4, 402.0], [64.5, 402.0], [64.6, 403.0], [64.7, 403.0], [64.8, 403.0], [64.9, 404.0], [65.0, 404.0], [65.1, 405.0], [65.2, 405.0], [65.3, 406.0], [65.4, 406.0], [65.5, 406.0], [65.6, 407.0], [65.7, 407.0], [65.8, 407.0], [65.9, 408.0], [66.0, 408.0], [66.1, 409.0], [66.2, 409.0], [66.3, 410.0], [66.4, 410.0], [66.5, 410.0], [66.6, 411.0], [66.7, 411.0], [66.8, 412.0], [66.9, 412.0], [67.0, 413.0], [67.1, 413.0], [67.2, 413.0], [67.3, 414.0], [67.4, 414.0], [67.5, 415.0], [67.6, 415.0], [67.7, 415.0], [67.8, 416.0], [67.9, 416.0], [68.0, 417.0], [68.1, 417.0], [68.2, 418.0], [68.3, 418.0], [68.4, 418.0], [68.5, 419.0], [68.6, 419.0], [68.7, 420.0], [68.8, 420.0], [68.9, 420.0], [69.0, 421.0], [69.1, 421.0], [69.2, 421.0], [69.3, 422.0], [69.4, 422.0], [69.5, 422.0], [69.6, 423.0], [69.7, 423.0], [69.8, 424.0], [69.9, 424.0], [70.0, 424.0], [70.1, 425.0], [70.2, 425.0], [70.3, 425.0], [70.4, 426.0], [70.5, 426.0], [70.6, 427.0], [70.7, 427.0], [70.8, 428.0], [70.9, 428.0], [71.0, 428.0], [71.1, 429.0], [71.2, 429.0], [71.3, 430.0], [71.4, 430.0], [71.5, 431.0], [71.6, 431.0], [71.7, 432.0], [71.8, 432.0], [71.9, 433.0], [72.0, 433.0], [72.1, 434.0], [72.2, 434.0], [72.3, 434.0], [72.4, 435.0], [72.5, 435.0], [72.6, 436.0], [72.7, 436.0], [72.8, 436.0], [72.9, 437.0], [73.0, 437.0], [73.1, 438.0], [73.2, 438.0], [73.3, 438.0], [73.4, 439.0], [73.5, 439.0], [73.6, 439.0], [73.7, 439.0], [73.8, 440.0], [73.9, 440.0], [74.0, 441.0], [74.1, 441.0], [74.2, 441.0], [74.3, 442.0], [74.4, 442.0], [74.5, 442.0], [74.6, 443.0], [74.7, 443.0], [74.8, 444.0], [74.9, 445.0], [75.0, 445.0], [75.1, 445.0], [75.2, 446.0], [75.3, 446.0], [75.4, 446.0], [75.5, 447.0], [75.6, 447.0], [75.7, 447.0], [75.8, 447.0], [75.9, 448.0], [76.0, 448.0], [76.1, 448.0], [76.2, 449.0], [76.3, 449.0], [76.4, 449.0], [76.5, 450.0], [76.6, 450.0], [76.7, 450.0], [76.8, 451.0], [76.9, 451.0], [77.0, 451.0], [77.1, 452.0], [77.2, 452.0], [77.3, 453.0], [77.4, 453.0], [77.5, 453.0], [77.6, 454.0], [77.7, 454.0], [77.8, 454.0], [77.9, 455.0], [78.0, 455.0], [78.1, 456.0], [78.2, 456.0], [78.3, 456.0], [78.4, 457.0], [78.5, 457.0], [78.6, 457.0], [78.7, 458.0], [78.8, 459.0], [78.9, 459.0], [79.0, 459.0], [79.1, 459.0], [79.2, 460.0], [79.3, 460.0], [79.4, 461.0], [79.5, 461.0], [79.6, 461.0], [79.7, 462.0], [79.8, 462.0], [79.9, 463.0], [80.0, 463.0], [80.1, 464.0], [80.2, 464.0], [80.3, 464.0], [80.4, 465.0], [80.5, 465.0], [80.6, 465.0], [80.7, 466.0], [80.8, 467.0], [80.9, 467.0], [81.0, 468.0], [81.1, 468.0], [81.2, 468.0], [81.3, 469.0], [81.4, 469.0], [81.5, 470.0], [81.6, 470.0], [81.7, 470.0], [81.8, 471.0], [81.9, 471.0], [82.0, 471.0], [82.1, 472.0], [82.2, 472.0], [82.3, 473.0], [82.4, 473.0], [82.5, 474.0], [82.6, 474.0], [82.7, 474.0], [82.8, 475.0], [82.9, 475.0], [83.0, 476.0], [83.1, 476.0], [83.2, 476.0], [83.3, 477.0], [83.4, 478.0], [83.5, 478.0], [83.6, 479.0], [83.7, 479.0], [83.8, 479.0], [83.9, 480.0], [84.0, 480.0], [84.1, 480.0], [84.2, 481.0], [84.3, 481.0], [84.4, 482.0], [84.5, 482.0], [84.6, 482.0], [84.7, 483.0], [84.8, 484.0], [84.9, 484.0], [85.0, 485.0], [85.1, 485.0], [85.2, 485.0], [85.3, 486.0], [85.4, 486.0], [85.5, 487.0], [85.6, 487.0], [85.7, 487.0], [85.8, 488.0], [85.9, 488.0], [86.0, 489.0], [86.1, 489.0], [86.2, 490.0], [86.3, 491.0], [86.4, 491.0], [86.5, 492.0], [86.6, 493.0], [86.7, 493.0], [86.8, 494.0], [86.9, 494.0], [87.0, 495.0], [87.1, 495.0], [87.2, 496.0], [87.3, 496.0], [87.4, 496.0], [87.5, 497.0], [87.6, 498.0], [87.7, 498.0], [87.8, 499.0], [87.9, 500.0], [88.0, 500.0], [88.1, 501.0], [88.2, 501.0], [88.3, 502.0], [88.4, 502.0], [88.5, 503.0], [88.6, 503.0], [88.7, 504.0], [88.8, 505.0], [88.9, 506.0], [89.0, 506.0], [89.1, 507.0], [89.2, 507.0], [89.3, 508.0], [89.4, 509.0], [89.5, 509.0], [89.6, 510.0], [89.7, 510.0], [89.8, 511.0], [89.9, 512.0], [90.0, 513.0], [90.1, 513.0], [90.2, 514.0], [90.3, 514.0], [90.4, 515.0], [90.5, 516.0], [90.6, 516.0], [90.7, 517.0], [90.8, 518.0], [90.9, 518.0], [91.0, 519.0], [91.1, 520.0], [91.2, 521.0], [91.3, 522.0], [91.4, 523.0], [91.5, 524.0], [91.6, 524.0], [91.7, 525.0], [91.8, 526.0], [91.9, 527.0], [92.0, 527.0], [92.1, 528.0], [92.2, 529.0], [92.3, 529.0], [92.4, 531.0], [92.5, 531.0], [92.6, 532.0], [92.7, 533.0], [92.8, 534.0], [92.9, 535.0], [93.0, 536.0], [93.1, 537.0], [93.2, 538.0], [93.3, 539.0], [93.4, 540.0], [93.5, 541.0], [93.6, 542.0], [93.7, 543.0], [93.8, 545.0], [93.9, 545.0], [94.0, 546.0], [94.1, 547.0], [94.2, 549.0], [94.3, 550.0], [94.4, 551.0], [94.5, 552.0], [94.6, 553.0], [94.7, 555.0], [94.8, 556.0], [94.9, 557.0], [95.0, 558.0], [95.1, 560.0], [95.2, 561.0], [95.3, 562.0], [95.4, 564.0], [95.5, 565.0], [95.6, 567.0], [95.7, 569.0], [95.8, 571.0], [95.9, 572.0], [96.0, 574.0], [96.1, 576.0], [96.2, 578.0], [96.3, 580.0], [96.4, 582.0], [96.5, 584.0], [96.6, 586.0], [96.7, 588.0], [96.8, 592.0], [96.9, 595.0], [97.0, 598.0], [97.1, 601.0], [97.2, 604.0], [97.3, 608.0], [97.4, 610.0], [97.5, 612.0], [97.6, 617.0], [97.7, 623.0], [97.8, 627.0], [97.9, 635.0], [98.0, 641.0], [98.1, 648.0], [98.2, 654.0], [98.3, 661.0], [98.4, 679.0], [98.5, 699.0], [98.6, 719.0], [98.7, 755.0], [98.8, 807.0], [98.9, 864.0], [99.0, 939.0], [99.1, 1045.0], [99.2, 1359.0], [99.3, 1540.0], [99.4, 1657.0], [99.5, 1731.0], [99.6, 1864.0], [99.7, 1948.0], [99.8, 2005.0], [99.9, 2102.0]], "isOverall": false, "label": "Signed 1024 B 200/s", "isController": false}], "supportsControllersDiscrimination": true, "maxX": 100.0, "title": "Response Time Percentiles"}},
        getOptions: function() {
            return {
                series: {
                    points: { show: false }
                },
                legend: {
                    noColumns: 2,
                    show: true,
                    container: '#legendResponseTimePercentiles'
                },
                xaxis: {
                    tickDecimals: 1,
                    axisLabel: "Percentiles",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Percentile value in ms",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                tooltip: true,
                tooltipOpts: {
                    content: "%s : %x.2 percentile was %y ms"
                },
                selection: { mode: "xy" },
            };
        },
        createGraph: function() {
            var data = this.data;
            var dataset = prepareData(data.result.series, $("#choicesResponseTimePercentiles"));
            var options = this.getOptions();
            prepareOptions(options, data);
            $.plot($("#flotResponseTimesPercentiles"), dataset, options);
            // setup overview
            $.plot($("#overviewResponseTimesPercentiles"), dataset, prepareOverviewOptions(options));
        }
};

/**
 * @param elementId Id of element where we display message
 */
function setEmptyGraph(elementId) {
    $(function() {
        $(elementId).text("No graph series with filter="+seriesFilter);
    });
}

// Response times percentiles
function refreshResponseTimePercentiles() {
    var infos = responseTimePercentilesInfos;
    prepareSeries(infos.data);
    if(infos.data.result.series.length == 0) {
        setEmptyGraph("#bodyResponseTimePercentiles");
        return;
    }
    if (isGraph($("#flotResponseTimesPercentiles"))){
        infos.createGraph();
    } else {
        var choiceContainer = $("#choicesResponseTimePercentiles");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotResponseTimesPercentiles", "#overviewResponseTimesPercentiles");
        $('#bodyResponseTimePercentiles .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
}

var responseTimeDistributionInfos = {
        data: {"result": {"minY": 1.0, "minX": 0.0, "maxY": 4195.0, "series": [{"data": [[0.0, 4195.0], [2100.0, 10.0], [2200.0, 1.0], [2300.0, 2.0], [600.0, 174.0], [2500.0, 1.0], [700.0, 33.0], [200.0, 723.0], [800.0, 21.0], [900.0, 13.0], [1000.0, 10.0], [1100.0, 1.0], [300.0, 1494.0], [1300.0, 6.0], [1400.0, 7.0], [1500.0, 9.0], [1600.0, 13.0], [400.0, 2879.0], [100.0, 1285.0], [1700.0, 12.0], [1800.0, 12.0], [1900.0, 15.0], [2000.0, 14.0], [500.0, 1107.0]], "isOverall": false, "label": "Signed 1024 B 200/s", "isController": false}], "supportsControllersDiscrimination": true, "granularity": 100, "maxX": 2500.0, "title": "Response Time Distribution"}},
        getOptions: function() {
            var granularity = this.data.result.granularity;
            return {
                legend: {
                    noColumns: 2,
                    show: true,
                    container: '#legendResponseTimeDistribution'
                },
                xaxis:{
                    axisLabel: "Response times in ms",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Number of responses",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                bars : {
                    show: true,
                    barWidth: this.data.result.granularity
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                tooltip: true,
                tooltipOpts: {
                    content: function(label, xval, yval, flotItem){
                        return yval + " responses for " + label + " were between " + xval + " and " + (xval + granularity) + " ms";
                    }
                }
            };
        },
        createGraph: function() {
            var data = this.data;
            var options = this.getOptions();
            prepareOptions(options, data);
            $.plot($("#flotResponseTimeDistribution"), prepareData(data.result.series, $("#choicesResponseTimeDistribution")), options);
        }

};

// Response time distribution
function refreshResponseTimeDistribution() {
    var infos = responseTimeDistributionInfos;
    prepareSeries(infos.data);
    if(infos.data.result.series.length == 0) {
        setEmptyGraph("#bodyResponseTimeDistribution");
        return;
    }
    if (isGraph($("#flotResponseTimeDistribution"))){
        infos.createGraph();
    }else{
        var choiceContainer = $("#choicesResponseTimeDistribution");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        $('#footerResponseTimeDistribution .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
};


var syntheticResponseTimeDistributionInfos = {
        data: {"result": {"minY": 28.0, "minX": 0.0, "ticks": [[0, "Requests having \nresponse time <= 100ms"], [1, "Requests having \nresponse time > 100ms and <= 2,000ms"], [2, "Requests having \nresponse time > 2,000ms"], [3, "Requests in error"]], "maxY": 7776.0, "series": [{"data": [[0.0, 4233.0]], "color": "#9ACD32", "isOverall": false, "label": "Requests having \nresponse time <= 100ms", "isController": false}, {"data": [[1.0, 7776.0]], "color": "yellow", "isOverall": false, "label": "Requests having \nresponse time > 100ms and <= 2,000ms", "isController": false}, {"data": [[2.0, 28.0]], "color": "orange", "isOverall": false, "label": "Requests having \nresponse time > 2,000ms", "isController": false}, {"data": [], "color": "#FF6347", "isOverall": false, "label": "Requests in error", "isController": false}], "supportsControllersDiscrimination": false, "maxX": 2.0, "title": "Synthetic Response Times Distribution"}},
        getOptions: function() {
            return {
                legend: {
                    noColumns: 2,
                    show: true,
                    container: '#legendSyntheticResponseTimeDistribution'
                },
                xaxis:{
                    axisLabel: "Response times ranges",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                    tickLength:0,
                    min:-0.5,
                    max:3.5
                },
                yaxis: {
                    axisLabel: "Number of responses",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                bars : {
                    show: true,
                    align: "center",
                    barWidth: 0.25,
                    fill:.75
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                tooltip: true,
                tooltipOpts: {
                    content: function(label, xval, yval, flotItem){
                        return yval + " " + label;
                    }
                }
            };
        },
        createGraph: function() {
            var data = this.data;
            var options = this.getOptions();
            prepareOptions(options, data);
            options.xaxis.ticks = data.result.ticks;
            $.plot($("#flotSyntheticResponseTimeDistribution"), prepareData(data.result.series, $("#choicesSyntheticResponseTimeDistribution")), options);
        }

};

// Response time distribution
function refreshSyntheticResponseTimeDistribution() {
    var infos = syntheticResponseTimeDistributionInfos;
    prepareSeries(infos.data, true);
    if (isGraph($("#flotSyntheticResponseTimeDistribution"))){
        infos.createGraph();
    }else{
        var choiceContainer = $("#choicesSyntheticResponseTimeDistribution");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        $('#footerSyntheticResponseTimeDistribution .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
};

var activeThreadsOverTimeInfos = {
        data: {"result": {"minY": 28.545454545454543, "minX": 1.795535929E12, "maxY": 100.0, "series": [{"data": [[1.795535979E12, 100.0], [1.795535981E12, 100.0], [1.795535938E12, 100.0], [1.79553594E12, 100.0], [1.795535983E12, 100.0], [1.795535985E12, 100.0], [1.795535942E12, 100.0], [1.795535944E12, 100.0], [1.795535987E12, 28.545454545454543], [1.795535946E12, 100.0], [1.795535948E12, 100.0], [1.79553595E12, 100.0], [1.795535952E12, 100.0], [1.795535954E12, 100.0], [1.795535956E12, 100.0], [1.795535959E12, 100.0], [1.795535961E12, 100.0], [1.795535963E12, 100.0], [1.795535965E12, 100.0], [1.795535967E12, 100.0], [1.795535969E12, 100.0], [1.795535971E12, 100.0], [1.795535973E12, 100.0], [1.79553593E12, 100.0], [1.795535932E12, 100.0], [1.795535975E12, 100.0], [1.795535977E12, 100.0], [1.795535934E12, 100.0], [1.795535936E12, 100.0], [1.795535937E12, 100.0], [1.79553598E12, 100.0], [1.795535939E12, 100.0], [1.795535982E12, 100.0], [1.795535941E12, 100.0], [1.795535984E12, 100.0], [1.795535943E12, 100.0], [1.795535986E12, 95.81497797356825], [1.795535945E12, 100.0], [1.795535947E12, 100.0], [1.795535949E12, 100.0], [1.795535951E12, 100.0], [1.795535953E12, 100.0], [1.795535955E12, 100.0], [1.795535957E12, 100.0], [1.795535958E12, 100.0], [1.79553596E12, 100.0], [1.795535962E12, 100.0], [1.795535964E12, 100.0], [1.795535966E12, 100.0], [1.795535968E12, 100.0], [1.79553597E12, 100.0], [1.795535929E12, 100.0], [1.795535972E12, 100.0], [1.795535931E12, 100.0], [1.795535974E12, 100.0], [1.795535933E12, 100.0], [1.795535976E12, 100.0], [1.795535935E12, 100.0], [1.795535978E12, 100.0]], "isOverall": false, "label": "open", "isController": false}], "supportsControllersDiscrimination": false, "granularity": 1000, "maxX": 1.795535987E12, "title": "Active Threads Over Time"}},
        getOptions: function() {
            return {
                series: {
                    stack: true,
                    lines: {
                        show: true,
                        fill: true
                    },
                    points: {
                        show: true
                    }
                },
                xaxis: {
                    mode: "time",
                    timeformat: getTimeFormat(this.data.result.granularity),
                    axisLabel: getElapsedTimeLabel(this.data.result.granularity),
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Number of active threads",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20
                },
                legend: {
                    noColumns: 6,
                    show: true,
                    container: '#legendActiveThreadsOverTime'
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                selection: {
                    mode: 'xy'
                },
                tooltip: true,
                tooltipOpts: {
                    content: "%s : At %x there were %y active threads"
                }
            };
        },
        createGraph: function() {
            var data = this.data;
            var dataset = prepareData(data.result.series, $("#choicesActiveThreadsOverTime"));
            var options = this.getOptions();
            prepareOptions(options, data);
            $.plot($("#flotActiveThreadsOverTime"), dataset, options);
            // setup overview
            $.plot($("#overviewActiveThreadsOverTime"), dataset, prepareOverviewOptions(options));
        }
};

// Active Threads Over Time
function refreshActiveThreadsOverTime(fixTimestamps) {
    var infos = activeThreadsOverTimeInfos;
    prepareSeries(infos.data);
    if(fixTimestamps) {
        fixTimeStamps(infos.data.result.series, 0);
    }
    if(isGraph($("#flotActiveThreadsOverTime"))) {
        infos.createGraph();
    }else{
        var choiceContainer = $("#choicesActiveThreadsOverTime");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotActiveThreadsOverTime", "#overviewActiveThreadsOverTime");
        $('#footerActiveThreadsOverTime .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
};

var timeVsThreadsInfos = {
        data: {"result": {"minY": 7.0, "minX": 1.0, "maxY": 281.988110190069, "series": [{"data": [[2.0, 12.0], [3.0, 8.0], [4.0, 7.0], [5.0, 9.0], [6.0, 8.0], [7.0, 11.0], [8.0, 8.0], [9.0, 15.0], [10.0, 13.0], [11.0, 21.0], [12.0, 18.0], [13.0, 20.0], [14.0, 21.0], [15.0, 19.0], [17.0, 18.0], [18.0, 25.0], [19.0, 21.0], [20.0, 21.0], [21.0, 23.0], [22.0, 23.0], [24.0, 35.5], [25.0, 16.0], [26.0, 25.0], [27.0, 40.0], [28.0, 21.0], [29.0, 18.0], [30.0, 41.0], [31.0, 47.0], [33.0, 50.0], [32.0, 21.0], [34.0, 94.0], [37.0, 70.5], [36.0, 37.0], [38.0, 95.0], [42.0, 49.0], [44.0, 104.0], [47.0, 70.0], [46.0, 78.33333333333333], [49.0, 73.0], [48.0, 68.0], [53.0, 77.0], [52.0, 62.666666666666664], [55.0, 65.0], [54.0, 74.0], [57.0, 30.0], [56.0, 29.0], [59.0, 34.5], [61.0, 57.0], [60.0, 22.0], [63.0, 46.0], [66.0, 66.0], [65.0, 32.5], [71.0, 56.0], [68.0, 51.0], [75.0, 48.0], [74.0, 49.0], [73.0, 50.0], [72.0, 59.666666666666664], [79.0, 65.0], [78.0, 57.0], [77.0, 54.0], [76.0, 55.0], [83.0, 47.0], [82.0, 51.0], [81.0, 52.0], [80.0, 61.0], [87.0, 39.0], [86.0, 38.5], [85.0, 44.0], [89.0, 45.0], [95.0, 34.0], [93.0, 40.0], [92.0, 56.0], [97.0, 49.0], [96.0, 43.0], [100.0, 281.988110190069], [1.0, 7.0]], "isOverall": false, "label": "Signed 1024 B 200/s", "isController": false}, {"data": [[99.59458336794879, 280.12960039876987]], "isOverall": false, "label": "Signed 1024 B 200/s-Aggregated", "isController": false}], "supportsControllersDiscrimination": true, "maxX": 100.0, "title": "Time VS Threads"}},
        getOptions: function() {
            return {
                series: {
                    lines: {
                        show: true
                    },
                    points: {
                        show: true
                    }
                },
                xaxis: {
                    axisLabel: "Number of active threads",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Average response times in ms",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20
                },
                legend: { noColumns: 2,show: true, container: '#legendTimeVsThreads' },
                selection: {
                    mode: 'xy'
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to work
                },
                tooltip: true,
                tooltipOpts: {
                    content: "%s: At %x.2 active threads, Average response time was %y.2 ms"
                }
            };
        },
        createGraph: function() {
            var data = this.data;
            var dataset = prepareData(data.result.series, $("#choicesTimeVsThreads"));
            var options = this.getOptions();
            prepareOptions(options, data);
            $.plot($("#flotTimesVsThreads"), dataset, options);
            // setup overview
            $.plot($("#overviewTimesVsThreads"), dataset, prepareOverviewOptions(options));
        }
};

// Time vs threads
function refreshTimeVsThreads(){
    var infos = timeVsThreadsInfos;
    prepareSeries(infos.data);
    if(infos.data.result.series.length == 0) {
        setEmptyGraph("#bodyTimeVsThreads");
        return;
    }
    if(isGraph($("#flotTimesVsThreads"))){
        infos.createGraph();
    }else{
        var choiceContainer = $("#choicesTimeVsThreads");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotTimesVsThreads", "#overviewTimesVsThreads");
        $('#footerTimeVsThreads .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
};

var bytesThroughputOverTimeInfos = {
        data : {"result": {"minY": 1485.0, "minX": 1.795535929E12, "maxY": 1751385.0, "series": [{"data": [[1.795535979E12, 5130.0], [1.795535981E12, 5805.0], [1.795535938E12, 5481.0], [1.79553594E12, 4158.0], [1.795535983E12, 4806.0], [1.795535985E12, 5643.0], [1.795535942E12, 6183.0], [1.795535944E12, 5589.0], [1.795535987E12, 1485.0], [1.795535946E12, 5886.0], [1.795535948E12, 5346.0], [1.79553595E12, 6264.0], [1.795535952E12, 6534.0], [1.795535954E12, 6345.0], [1.795535956E12, 5940.0], [1.795535959E12, 6345.0], [1.795535961E12, 5508.0], [1.795535963E12, 5643.0], [1.795535965E12, 5724.0], [1.795535967E12, 4212.0], [1.795535969E12, 5832.0], [1.795535971E12, 4887.0], [1.795535973E12, 4752.0], [1.79553593E12, 4617.0], [1.795535932E12, 5373.0], [1.795535975E12, 5049.0], [1.795535977E12, 5454.0], [1.795535934E12, 5373.0], [1.795535936E12, 5508.0], [1.795535937E12, 4995.0], [1.79553598E12, 5238.0], [1.795535939E12, 5778.0], [1.795535982E12, 6210.0], [1.795535941E12, 5697.0], [1.795535984E12, 5346.0], [1.795535943E12, 5589.0], [1.795535986E12, 6129.0], [1.795535945E12, 6372.0], [1.795535947E12, 6318.0], [1.795535949E12, 6723.0], [1.795535951E12, 5427.0], [1.795535953E12, 5616.0], [1.795535955E12, 7101.0], [1.795535957E12, 6804.0], [1.795535958E12, 5454.0], [1.79553596E12, 5562.0], [1.795535962E12, 5967.0], [1.795535964E12, 4968.0], [1.795535966E12, 5292.0], [1.795535968E12, 7155.0], [1.79553597E12, 5427.0], [1.795535929E12, 4239.0], [1.795535972E12, 5346.0], [1.795535931E12, 4320.0], [1.795535974E12, 5535.0], [1.795535933E12, 4887.0], [1.795535976E12, 5670.0], [1.795535935E12, 5616.0], [1.795535978E12, 5346.0]], "isOverall": false, "label": "Bytes received per second", "isController": false}, {"data": [[1.795535979E12, 1255900.0], [1.795535981E12, 1421146.0], [1.795535938E12, 1341627.0], [1.79553594E12, 1017786.0], [1.795535983E12, 1176580.0], [1.795535985E12, 1381490.0], [1.795535942E12, 1513461.0], [1.795535944E12, 1368063.0], [1.795535987E12, 363546.0], [1.795535946E12, 1440762.0], [1.795535948E12, 1308582.0], [1.79553595E12, 1533288.0], [1.795535952E12, 1599378.0], [1.795535954E12, 1553115.0], [1.795535956E12, 1453980.0], [1.795535959E12, 1553115.0], [1.795535961E12, 1348236.0], [1.795535963E12, 1381281.0], [1.795535965E12, 1401104.0], [1.795535967E12, 1031004.0], [1.795535969E12, 1427540.0], [1.795535971E12, 1196229.0], [1.795535973E12, 1163180.0], [1.79553593E12, 1129968.0], [1.795535932E12, 1314992.0], [1.795535975E12, 1235879.0], [1.795535977E12, 1335162.0], [1.795535934E12, 1315060.0], [1.795535936E12, 1348236.0], [1.795535937E12, 1222661.0], [1.79553598E12, 1282340.0], [1.795535939E12, 1414322.0], [1.795535982E12, 1520296.0], [1.795535941E12, 1394499.0], [1.795535984E12, 1308780.0], [1.795535943E12, 1368063.0], [1.795535986E12, 1500470.0], [1.795535945E12, 1559720.0], [1.795535947E12, 1546506.0], [1.795535949E12, 1645641.0], [1.795535951E12, 1328405.0], [1.795535953E12, 1374672.0], [1.795535955E12, 1738167.0], [1.795535957E12, 1665468.0], [1.795535958E12, 1335018.0], [1.79553596E12, 1361454.0], [1.795535962E12, 1460589.0], [1.795535964E12, 1216056.0], [1.795535966E12, 1295364.0], [1.795535968E12, 1751385.0], [1.79553597E12, 1328405.0], [1.795535929E12, 1037348.0], [1.795535972E12, 1308582.0], [1.795535931E12, 1057280.0], [1.795535974E12, 1354841.0], [1.795535933E12, 1196048.0], [1.795535976E12, 1387886.0], [1.795535935E12, 1374672.0], [1.795535978E12, 1308780.0]], "isOverall": false, "label": "Bytes sent per second", "isController": false}], "supportsControllersDiscrimination": false, "granularity": 1000, "maxX": 1.795535987E12, "title": "Bytes Throughput Over Time"}},
        getOptions : function(){
            return {
                series: {
                    lines: {
                        show: true
                    },
                    points: {
                        show: true
                    }
                },
                xaxis: {
                    mode: "time",
                    timeformat: getTimeFormat(this.data.result.granularity),
                    axisLabel: getElapsedTimeLabel(this.data.result.granularity) ,
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Bytes / sec",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                legend: {
                    noColumns: 2,
                    show: true,
                    container: '#legendBytesThroughputOverTime'
                },
                selection: {
                    mode: "xy"
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                tooltip: true,
                tooltipOpts: {
                    content: "%s at %x was %y"
                }
            };
        },
        createGraph : function() {
            var data = this.data;
            var dataset = prepareData(data.result.series, $("#choicesBytesThroughputOverTime"));
            var options = this.getOptions();
            prepareOptions(options, data);
            $.plot($("#flotBytesThroughputOverTime"), dataset, options);
            // setup overview
            $.plot($("#overviewBytesThroughputOverTime"), dataset, prepareOverviewOptions(options));
        }
};

// Bytes throughput Over Time
function refreshBytesThroughputOverTime(fixTimestamps) {
    var infos = bytesThroughputOverTimeInfos;
    prepareSeries(infos.data);
    if(fixTimestamps) {
        fixTimeStamps(infos.data.result.series, 0);
    }
    if(isGraph($("#flotBytesThroughputOverTime"))){
        infos.createGraph();
    }else{
        var choiceContainer = $("#choicesBytesThroughputOverTime");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotBytesThroughputOverTime", "#overviewBytesThroughputOverTime");
        $('#footerBytesThroughputOverTime .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
}

var responseTimesOverTimeInfos = {
        data: {"result": {"minY": 40.42424242424245, "minX": 1.795535929E12, "maxY": 1273.0828025477708, "series": [{"data": [[1.795535979E12, 50.21052631578947], [1.795535981E12, 91.52558139534884], [1.795535938E12, 485.11822660098505], [1.79553594E12, 542.9545454545454], [1.795535983E12, 59.52808988764044], [1.795535985E12, 48.91866028708136], [1.795535942E12, 438.07423580786013], [1.795535944E12, 432.3623188405798], [1.795535987E12, 41.963636363636375], [1.795535946E12, 461.7247706422019], [1.795535948E12, 453.8484848484848], [1.79553595E12, 407.7931034482762], [1.795535952E12, 410.9586776859504], [1.795535954E12, 405.0340425531914], [1.795535956E12, 435.3954545454546], [1.795535959E12, 181.17872340425527], [1.795535961E12, 94.05392156862749], [1.795535963E12, 109.05741626794271], [1.795535965E12, 114.92452830188675], [1.795535967E12, 207.25641025641028], [1.795535969E12, 73.55555555555557], [1.795535971E12, 49.08287292817678], [1.795535973E12, 66.15340909090912], [1.79553593E12, 364.45029239766075], [1.795535932E12, 391.3618090452261], [1.795535975E12, 45.144385026737964], [1.795535977E12, 55.5940594059406], [1.795535934E12, 497.7839195979896], [1.795535936E12, 483.1127450980393], [1.795535937E12, 500.72432432432436], [1.79553598E12, 48.37113402061854], [1.795535939E12, 446.09345794392544], [1.795535982E12, 65.74782608695651], [1.795535941E12, 479.7440758293839], [1.795535984E12, 55.267676767676754], [1.795535943E12, 478.0483091787441], [1.795535986E12, 59.05286343612335], [1.795535945E12, 430.8983050847457], [1.795535947E12, 423.0811965811969], [1.795535949E12, 437.9437751004013], [1.795535951E12, 484.34328358208984], [1.795535953E12, 454.3653846153845], [1.795535955E12, 358.87072243346006], [1.795535957E12, 374.7222222222225], [1.795535958E12, 260.03465346534665], [1.79553596E12, 100.25242718446601], [1.795535962E12, 164.48416289592754], [1.795535964E12, 61.565217391304344], [1.795535966E12, 100.66836734693871], [1.795535968E12, 236.7509433962264], [1.79553597E12, 65.48756218905476], [1.795535929E12, 1273.0828025477708], [1.795535972E12, 40.42424242424245], [1.795535931E12, 500.0125], [1.795535974E12, 60.96097560975611], [1.795535933E12, 461.0773480662984], [1.795535976E12, 59.60952380952384], [1.795535935E12, 418.5576923076924], [1.795535978E12, 48.020202020201985]], "isOverall": false, "label": "Signed 1024 B 200/s", "isController": false}], "supportsControllersDiscrimination": true, "granularity": 1000, "maxX": 1.795535987E12, "title": "Response Time Over Time"}},
        getOptions: function(){
            return {
                series: {
                    lines: {
                        show: true
                    },
                    points: {
                        show: true
                    }
                },
                xaxis: {
                    mode: "time",
                    timeformat: getTimeFormat(this.data.result.granularity),
                    axisLabel: getElapsedTimeLabel(this.data.result.granularity),
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Average response time in ms",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                legend: {
                    noColumns: 2,
                    show: true,
                    container: '#legendResponseTimesOverTime'
                },
                selection: {
                    mode: 'xy'
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                tooltip: true,
                tooltipOpts: {
                    content: "%s : at %x Average response time was %y ms"
                }
            };
        },
        createGraph: function() {
            var data = this.data;
            var dataset = prepareData(data.result.series, $("#choicesResponseTimesOverTime"));
            var options = this.getOptions();
            prepareOptions(options, data);
            $.plot($("#flotResponseTimesOverTime"), dataset, options);
            // setup overview
            $.plot($("#overviewResponseTimesOverTime"), dataset, prepareOverviewOptions(options));
        }
};

// Response Times Over Time
function refreshResponseTimeOverTime(fixTimestamps) {
    var infos = responseTimesOverTimeInfos;
    prepareSeries(infos.data);
    if(infos.data.result.series.length == 0) {
        setEmptyGraph("#bodyResponseTimeOverTime");
        return;
    }
    if(fixTimestamps) {
        fixTimeStamps(infos.data.result.series, 0);
    }
    if(isGraph($("#flotResponseTimesOverTime"))){
        infos.createGraph();
    }else{
        var choiceContainer = $("#choicesResponseTimesOverTime");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotResponseTimesOverTime", "#overviewResponseTimesOverTime");
        $('#footerResponseTimesOverTime .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
};

var latenciesOverTimeInfos = {
        data: {"result": {"minY": 0.0, "minX": 1.795535929E12, "maxY": 4.9E-324, "series": [{"data": [[1.795535979E12, 0.0], [1.795535981E12, 0.0], [1.795535938E12, 0.0], [1.79553594E12, 0.0], [1.795535983E12, 0.0], [1.795535985E12, 0.0], [1.795535942E12, 0.0], [1.795535944E12, 0.0], [1.795535987E12, 0.0], [1.795535946E12, 0.0], [1.795535948E12, 0.0], [1.79553595E12, 0.0], [1.795535952E12, 0.0], [1.795535954E12, 0.0], [1.795535956E12, 0.0], [1.795535959E12, 0.0], [1.795535961E12, 0.0], [1.795535963E12, 0.0], [1.795535965E12, 0.0], [1.795535967E12, 0.0], [1.795535969E12, 0.0], [1.795535971E12, 0.0], [1.795535973E12, 0.0], [1.79553593E12, 0.0], [1.795535932E12, 0.0], [1.795535975E12, 0.0], [1.795535977E12, 0.0], [1.795535934E12, 0.0], [1.795535936E12, 0.0], [1.795535937E12, 0.0], [1.79553598E12, 0.0], [1.795535939E12, 0.0], [1.795535982E12, 0.0], [1.795535941E12, 0.0], [1.795535984E12, 0.0], [1.795535943E12, 0.0], [1.795535986E12, 0.0], [1.795535945E12, 0.0], [1.795535947E12, 0.0], [1.795535949E12, 0.0], [1.795535951E12, 0.0], [1.795535953E12, 0.0], [1.795535955E12, 0.0], [1.795535957E12, 0.0], [1.795535958E12, 0.0], [1.79553596E12, 0.0], [1.795535962E12, 0.0], [1.795535964E12, 0.0], [1.795535966E12, 0.0], [1.795535968E12, 0.0], [1.79553597E12, 0.0], [1.795535929E12, 0.0], [1.795535972E12, 0.0], [1.795535931E12, 0.0], [1.795535974E12, 0.0], [1.795535933E12, 0.0], [1.795535976E12, 0.0], [1.795535935E12, 0.0], [1.795535978E12, 0.0]], "isOverall": false, "label": "Signed 1024 B 200/s", "isController": false}], "supportsControllersDiscrimination": true, "granularity": 1000, "maxX": 1.795535987E12, "title": "Latencies Over Time"}},
        getOptions: function() {
            return {
                series: {
                    lines: {
                        show: true
                    },
                    points: {
                        show: true
                    }
                },
                xaxis: {
                    mode: "time",
                    timeformat: getTimeFormat(this.data.result.granularity),
                    axisLabel: getElapsedTimeLabel(this.data.result.granularity),
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Average response latencies in ms",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                legend: {
                    noColumns: 2,
                    show: true,
                    container: '#legendLatenciesOverTime'
                },
                selection: {
                    mode: 'xy'
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                tooltip: true,
                tooltipOpts: {
                    content: "%s : at %x Average latency was %y ms"
                }
            };
        },
        createGraph: function () {
            var data = this.data;
            var dataset = prepareData(data.result.series, $("#choicesLatenciesOverTime"));
            var options = this.getOptions();
            prepareOptions(options, data);
            $.plot($("#flotLatenciesOverTime"), dataset, options);
            // setup overview
            $.plot($("#overviewLatenciesOverTime"), dataset, prepareOverviewOptions(options));
        }
};

// Latencies Over Time
function refreshLatenciesOverTime(fixTimestamps) {
    var infos = latenciesOverTimeInfos;
    prepareSeries(infos.data);
    if(infos.data.result.series.length == 0) {
        setEmptyGraph("#bodyLatenciesOverTime");
        return;
    }
    if(fixTimestamps) {
        fixTimeStamps(infos.data.result.series, 0);
    }
    if(isGraph($("#flotLatenciesOverTime"))) {
        infos.createGraph();
    }else {
        var choiceContainer = $("#choicesLatenciesOverTime");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotLatenciesOverTime", "#overviewLatenciesOverTime");
        $('#footerLatenciesOverTime .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
};

var connectTimeOverTimeInfos = {
        data: {"result": {"minY": 0.0, "minX": 1.795535929E12, "maxY": 676.8216560509553, "series": [{"data": [[1.795535979E12, 0.0], [1.795535981E12, 0.0], [1.795535938E12, 0.0], [1.79553594E12, 0.0], [1.795535983E12, 0.0], [1.795535985E12, 0.0], [1.795535942E12, 0.0], [1.795535944E12, 0.0], [1.795535987E12, 0.0], [1.795535946E12, 0.0], [1.795535948E12, 0.0], [1.79553595E12, 0.0], [1.795535952E12, 0.0], [1.795535954E12, 0.0], [1.795535956E12, 0.0], [1.795535959E12, 0.0], [1.795535961E12, 0.0], [1.795535963E12, 0.0], [1.795535965E12, 0.0], [1.795535967E12, 0.0], [1.795535969E12, 0.0], [1.795535971E12, 0.0], [1.795535973E12, 0.0], [1.79553593E12, 0.0], [1.795535932E12, 0.0], [1.795535975E12, 0.0], [1.795535977E12, 0.0], [1.795535934E12, 0.0], [1.795535936E12, 0.0], [1.795535937E12, 0.0], [1.79553598E12, 0.0], [1.795535939E12, 0.0], [1.795535982E12, 0.0], [1.795535941E12, 0.0], [1.795535984E12, 0.0], [1.795535943E12, 0.0], [1.795535986E12, 0.0], [1.795535945E12, 0.0], [1.795535947E12, 0.0], [1.795535949E12, 0.0], [1.795535951E12, 0.0], [1.795535953E12, 0.0], [1.795535955E12, 0.0], [1.795535957E12, 0.0], [1.795535958E12, 0.0], [1.79553596E12, 0.0], [1.795535962E12, 0.0], [1.795535964E12, 0.0], [1.795535966E12, 0.0], [1.795535968E12, 0.0], [1.79553597E12, 0.0], [1.795535929E12, 676.8216560509553], [1.795535972E12, 0.0], [1.795535931E12, 0.0], [1.795535974E12, 0.0], [1.795535933E12, 0.0], [1.795535976E12, 0.0], [1.795535935E12, 0.0], [1.795535978E12, 0.0]], "isOverall": false, "label": "Signed 1024 B 200/s", "isController": false}], "supportsControllersDiscrimination": true, "granularity": 1000, "maxX": 1.795535987E12, "title": "Connect Time Over Time"}},
        getOptions: function() {
            return {
                series: {
                    lines: {
                        show: true
                    },
                    points: {
                        show: true
                    }
                },
                xaxis: {
                    mode: "time",
                    timeformat: getTimeFormat(this.data.result.granularity),
                    axisLabel: getConnectTimeLabel(this.data.result.granularity),
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Average Connect Time in ms",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                legend: {
                    noColumns: 2,
                    show: true,
                    container: '#legendConnectTimeOverTime'
                },
                selection: {
                    mode: 'xy'
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                tooltip: true,
                tooltipOpts: {
                    content: "%s : at %x Average connect time was %y ms"
                }
            };
        },
        createGraph: function () {
            var data = this.data;
            var dataset = prepareData(data.result.series, $("#choicesConnectTimeOverTime"));
            var options = this.getOptions();
            prepareOptions(options, data);
            $.plot($("#flotConnectTimeOverTime"), dataset, options);
            // setup overview
            $.plot($("#overviewConnectTimeOverTime"), dataset, prepareOverviewOptions(options));
        }
};

// Connect Time Over Time
function refreshConnectTimeOverTime(fixTimestamps) {
    var infos = connectTimeOverTimeInfos;
    prepareSeries(infos.data);
    if(infos.data.result.series.length == 0) {
        setEmptyGraph("#bodyConnectTimeOverTime");
        return;
    }
    if(fixTimestamps) {
        fixTimeStamps(infos.data.result.series, 0);
    }
    if(isGraph($("#flotConnectTimeOverTime"))) {
        infos.createGraph();
    }else {
        var choiceContainer = $("#choicesConnectTimeOverTime");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotConnectTimeOverTime", "#overviewConnectTimeOverTime");
        $('#footerConnectTimeOverTime .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
};

var responseTimePercentilesOverTimeInfos = {
        data: {"result": {"minY": 7.0, "minX": 1.795535929E12, "maxY": 2527.0, "series": [{"data": [[1.795535979E12, 109.0], [1.795535981E12, 199.0], [1.795535938E12, 662.0], [1.79553594E12, 917.0], [1.795535983E12, 116.0], [1.795535985E12, 102.0], [1.795535942E12, 668.0], [1.795535944E12, 624.0], [1.795535987E12, 105.0], [1.795535946E12, 600.0], [1.795535948E12, 629.0], [1.79553595E12, 558.0], [1.795535952E12, 538.0], [1.795535954E12, 548.0], [1.795535956E12, 561.0], [1.795535959E12, 446.0], [1.795535961E12, 199.0], [1.795535963E12, 235.0], [1.795535965E12, 255.0], [1.795535967E12, 516.0], [1.795535969E12, 186.0], [1.795535971E12, 153.0], [1.795535973E12, 148.0], [1.79553593E12, 703.0], [1.795535932E12, 1328.0], [1.795535975E12, 120.0], [1.795535977E12, 137.0], [1.795535934E12, 762.0], [1.795535936E12, 651.0], [1.795535937E12, 669.0], [1.79553598E12, 129.0], [1.795535939E12, 836.0], [1.795535982E12, 125.0], [1.795535941E12, 755.0], [1.795535984E12, 109.0], [1.795535943E12, 591.0], [1.795535986E12, 124.0], [1.795535945E12, 560.0], [1.795535947E12, 525.0], [1.795535949E12, 699.0], [1.795535951E12, 707.0], [1.795535953E12, 585.0], [1.795535955E12, 591.0], [1.795535957E12, 548.0], [1.795535958E12, 414.0], [1.79553596E12, 192.0], [1.795535962E12, 375.0], [1.795535964E12, 171.0], [1.795535966E12, 264.0], [1.795535968E12, 514.0], [1.79553597E12, 120.0], [1.795535929E12, 2527.0], [1.795535972E12, 89.0], [1.795535931E12, 1117.0], [1.795535974E12, 154.0], [1.795535933E12, 663.0], [1.795535976E12, 128.0], [1.795535935E12, 643.0], [1.795535978E12, 92.0]], "isOverall": false, "label": "Max", "isController": false}, {"data": [[1.795535979E12, 85.80000000000001], [1.795535981E12, 143.4], [1.795535938E12, 566.0], [1.79553594E12, 636.0], [1.795535983E12, 80.0], [1.795535985E12, 71.0], [1.795535942E12, 526.0], [1.795535944E12, 509.20000000000005], [1.795535987E12, 92.19999999999999], [1.795535946E12, 520.0], [1.795535948E12, 532.5], [1.79553595E12, 492.5000000000001], [1.795535952E12, 474.40000000000003], [1.795535954E12, 492.4], [1.795535956E12, 499.8], [1.795535959E12, 314.6000000000001], [1.795535961E12, 129.0], [1.795535963E12, 195.0], [1.795535965E12, 175.70000000000002], [1.795535967E12, 387.0], [1.795535969E12, 126.0], [1.795535971E12, 89.80000000000001], [1.795535973E12, 112.60000000000002], [1.79553593E12, 485.8], [1.795535932E12, 529.0], [1.795535975E12, 88.2000000000001], [1.795535977E12, 87.0], [1.795535934E12, 588.0], [1.795535936E12, 567.0], [1.795535937E12, 580.4], [1.79553598E12, 78.0], [1.795535939E12, 596.5], [1.795535982E12, 105.70000000000002], [1.795535941E12, 650.0], [1.795535984E12, 80.0], [1.795535943E12, 541.2], [1.795535986E12, 88.20000000000002], [1.795535945E12, 500.1000000000001], [1.795535947E12, 489.0], [1.795535949E12, 574.0], [1.795535951E12, 563.6], [1.795535953E12, 521.1], [1.795535955E12, 447.6], [1.795535957E12, 497.0], [1.795535958E12, 341.70000000000005], [1.79553596E12, 137.90000000000003], [1.795535962E12, 235.8], [1.795535964E12, 97.5], [1.795535966E12, 196.3], [1.795535968E12, 366.4], [1.79553597E12, 90.80000000000001], [1.795535929E12, 2087.8], [1.795535972E12, 62.0], [1.795535931E12, 892.2], [1.795535974E12, 102.0], [1.795535933E12, 548.4000000000001], [1.795535976E12, 99.9], [1.795535935E12, 522.3], [1.795535978E12, 66.1]], "isOverall": false, "label": "90th percentile", "isController": false}, {"data": [[1.795535979E12, 107.18], [1.795535981E12, 174.68], [1.795535938E12, 619.6800000000001], [1.79553594E12, 857.5999999999988], [1.795535983E12, 100.99000000000015], [1.795535985E12, 93.0], [1.795535942E12, 616.6999999999998], [1.795535944E12, 568.92], [1.795535987E12, 105.0], [1.795535946E12, 583.34], [1.795535948E12, 607.2199999999998], [1.79553595E12, 550.3499999999999], [1.795535952E12, 523.8499999999999], [1.795535954E12, 534.7599999999999], [1.795535956E12, 553.79], [1.795535959E12, 400.64], [1.795535961E12, 175.1499999999998], [1.795535963E12, 225.40000000000003], [1.795535965E12, 249.74], [1.795535967E12, 509.1600000000001], [1.795535969E12, 182.0], [1.795535971E12, 151.36], [1.795535973E12, 139.5299999999999], [1.79553593E12, 636.0400000000001], [1.795535932E12, 1312.0], [1.795535975E12, 114.72000000000003], [1.795535977E12, 133.64], [1.795535934E12, 655.0], [1.795535936E12, 641.0], [1.795535937E12, 657.8199999999998], [1.79553598E12, 120.4500000000001], [1.795535939E12, 730.8499999999999], [1.795535982E12, 124.0], [1.795535941E12, 742.64], [1.795535984E12, 106.02999999999997], [1.795535943E12, 577.1999999999998], [1.795535986E12, 113.16], [1.795535945E12, 553.0], [1.795535947E12, 520.0], [1.795535949E12, 645.5], [1.795535951E12, 693.7799999999999], [1.795535953E12, 582.1899999999999], [1.795535955E12, 501.08000000000004], [1.795535957E12, 538.7], [1.795535958E12, 411.94], [1.79553596E12, 186.0], [1.795535962E12, 348.94000000000005], [1.795535964E12, 171.0], [1.795535966E12, 263.03], [1.795535968E12, 420.1799999999993], [1.79553597E12, 115.89999999999995], [1.795535929E12, 2416.7999999999975], [1.795535972E12, 86.02999999999997], [1.795535931E12, 1099.3099999999995], [1.795535974E12, 150.64], [1.795535933E12, 650.7], [1.795535976E12, 117.33999999999992], [1.795535935E12, 615.8299999999999], [1.795535978E12, 82.09999999999991]], "isOverall": false, "label": "99th percentile", "isController": false}, {"data": [[1.795535979E12, 90.44999999999999], [1.795535981E12, 154.79999999999995], [1.795535938E12, 584.8], [1.79553594E12, 662.25], [1.795535983E12, 84.04999999999998], [1.795535985E12, 78.5], [1.795535942E12, 549.5], [1.795535944E12, 529.8], [1.795535987E12, 100.79999999999998], [1.795535946E12, 526.0999999999999], [1.795535948E12, 561.05], [1.79553595E12, 524.0], [1.795535952E12, 489.7], [1.795535954E12, 508.2], [1.795535956E12, 527.8], [1.795535959E12, 366.2], [1.795535961E12, 140.5], [1.795535963E12, 201.0], [1.795535965E12, 203.49999999999994], [1.795535967E12, 414.2500000000002], [1.795535969E12, 145.5999999999999], [1.795535971E12, 115.30000000000004], [1.795535973E12, 126.30000000000001], [1.79553593E12, 555.2], [1.795535932E12, 968.0], [1.795535975E12, 104.0], [1.795535977E12, 97.24999999999997], [1.795535934E12, 611.0], [1.795535936E12, 587.75], [1.795535937E12, 613.6999999999998], [1.79553598E12, 90.0], [1.795535939E12, 656.0], [1.795535982E12, 111.44999999999999], [1.795535941E12, 678.4], [1.795535984E12, 89.04999999999998], [1.795535943E12, 558.6], [1.795535986E12, 95.0], [1.795535945E12, 529.4499999999999], [1.795535947E12, 503.5], [1.795535949E12, 608.0], [1.795535951E12, 581.0], [1.795535953E12, 543.1999999999999], [1.795535955E12, 479.59999999999997], [1.795535957E12, 513.05], [1.795535958E12, 364.25], [1.79553596E12, 152.29999999999995], [1.795535962E12, 267.4999999999999], [1.795535964E12, 109.75], [1.795535966E12, 224.0], [1.795535968E12, 385.4], [1.79553597E12, 99.0], [1.795535929E12, 2140.9], [1.795535972E12, 69.04999999999998], [1.795535931E12, 948.6999999999999], [1.795535974E12, 123.0], [1.795535933E12, 572.9], [1.795535976E12, 104.0], [1.795535935E12, 559.65], [1.795535978E12, 69.14999999999995]], "isOverall": false, "label": "95th percentile", "isController": false}, {"data": [[1.795535979E12, 11.0], [1.795535981E12, 17.0], [1.795535938E12, 293.0], [1.79553594E12, 378.0], [1.795535983E12, 18.0], [1.795535985E12, 16.0], [1.795535942E12, 246.0], [1.795535944E12, 267.0], [1.795535987E12, 7.0], [1.795535946E12, 358.0], [1.795535948E12, 357.0], [1.79553595E12, 262.0], [1.795535952E12, 274.0], [1.795535954E12, 244.0], [1.795535956E12, 318.0], [1.795535959E12, 41.0], [1.795535961E12, 32.0], [1.795535963E12, 15.0], [1.795535965E12, 32.0], [1.795535967E12, 27.0], [1.795535969E12, 10.0], [1.795535971E12, 8.0], [1.795535973E12, 19.0], [1.79553593E12, 188.0], [1.795535932E12, 135.0], [1.795535975E12, 8.0], [1.795535977E12, 12.0], [1.795535934E12, 326.0], [1.795535936E12, 365.0], [1.795535937E12, 399.0], [1.79553598E12, 16.0], [1.795535939E12, 216.0], [1.795535982E12, 11.0], [1.795535941E12, 130.0], [1.795535984E12, 13.0], [1.795535943E12, 342.0], [1.795535986E12, 14.0], [1.795535945E12, 313.0], [1.795535947E12, 306.0], [1.795535949E12, 144.0], [1.795535951E12, 300.0], [1.795535953E12, 333.0], [1.795535955E12, 213.0], [1.795535957E12, 104.0], [1.795535958E12, 115.0], [1.79553596E12, 35.0], [1.795535962E12, 49.0], [1.795535964E12, 18.0], [1.795535966E12, 14.0], [1.795535968E12, 41.0], [1.79553597E12, 17.0], [1.795535929E12, 45.0], [1.795535972E12, 8.0], [1.795535931E12, 31.0], [1.795535974E12, 14.0], [1.795535933E12, 339.0], [1.795535976E12, 11.0], [1.795535935E12, 128.0], [1.795535978E12, 13.0]], "isOverall": false, "label": "Min", "isController": false}, {"data": [[1.795535979E12, 45.0], [1.795535981E12, 89.0], [1.795535938E12, 484.0], [1.79553594E12, 548.0], [1.795535983E12, 59.0], [1.795535985E12, 48.0], [1.795535942E12, 435.0], [1.795535944E12, 434.0], [1.795535987E12, 30.0], [1.795535946E12, 460.0], [1.795535948E12, 446.5], [1.79553595E12, 405.0], [1.795535952E12, 408.5], [1.795535954E12, 407.0], [1.795535956E12, 437.0], [1.795535959E12, 153.0], [1.795535961E12, 91.0], [1.795535963E12, 113.0], [1.795535965E12, 104.0], [1.795535967E12, 184.5], [1.795535969E12, 64.0], [1.795535971E12, 42.0], [1.795535973E12, 60.5], [1.79553593E12, 349.0], [1.795535932E12, 353.0], [1.795535975E12, 37.0], [1.795535977E12, 53.5], [1.795535934E12, 498.0], [1.795535936E12, 478.5], [1.795535937E12, 498.0], [1.79553598E12, 45.0], [1.795535939E12, 445.0], [1.795535982E12, 63.0], [1.795535941E12, 486.0], [1.795535984E12, 56.0], [1.795535943E12, 476.0], [1.795535986E12, 58.0], [1.795535945E12, 427.5], [1.795535947E12, 422.0], [1.795535949E12, 435.0], [1.795535951E12, 482.0], [1.795535953E12, 452.0], [1.795535955E12, 354.0], [1.795535957E12, 392.5], [1.795535958E12, 254.0], [1.79553596E12, 100.0], [1.795535962E12, 158.0], [1.795535964E12, 54.5], [1.795535966E12, 93.0], [1.795535968E12, 236.0], [1.79553597E12, 66.0], [1.795535929E12, 1611.0], [1.795535972E12, 39.0], [1.795535931E12, 491.5], [1.795535974E12, 52.0], [1.795535933E12, 451.0], [1.795535976E12, 60.0], [1.795535935E12, 445.5], [1.795535978E12, 48.0]], "isOverall": false, "label": "Median", "isController": false}], "supportsControllersDiscrimination": false, "granularity": 1000, "maxX": 1.795535987E12, "title": "Response Time Percentiles Over Time (successful requests only)"}},
        getOptions: function() {
            return {
                series: {
                    lines: {
                        show: true,
                        fill: true
                    },
                    points: {
                        show: true
                    }
                },
                xaxis: {
                    mode: "time",
                    timeformat: getTimeFormat(this.data.result.granularity),
                    axisLabel: getElapsedTimeLabel(this.data.result.granularity),
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Response Time in ms",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                legend: {
                    noColumns: 2,
                    show: true,
                    container: '#legendResponseTimePercentilesOverTime'
                },
                selection: {
                    mode: 'xy'
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                tooltip: true,
                tooltipOpts: {
                    content: "%s : at %x Response time was %y ms"
                }
            };
        },
        createGraph: function () {
            var data = this.data;
            var dataset = prepareData(data.result.series, $("#choicesResponseTimePercentilesOverTime"));
            var options = this.getOptions();
            prepareOptions(options, data);
            $.plot($("#flotResponseTimePercentilesOverTime"), dataset, options);
            // setup overview
            $.plot($("#overviewResponseTimePercentilesOverTime"), dataset, prepareOverviewOptions(options));
        }
};

// Response Time Percentiles Over Time
function refreshResponseTimePercentilesOverTime(fixTimestamps) {
    var infos = responseTimePercentilesOverTimeInfos;
    prepareSeries(infos.data);
    if(fixTimestamps) {
        fixTimeStamps(infos.data.result.series, 0);
    }
    if(isGraph($("#flotResponseTimePercentilesOverTime"))) {
        infos.createGraph();
    }else {
        var choiceContainer = $("#choicesResponseTimePercentilesOverTime");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotResponseTimePercentilesOverTime", "#overviewResponseTimePercentilesOverTime");
        $('#footerResponseTimePercentilesOverTime .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
};


var responseTimeVsRequestInfos = {
    data: {"result": {"minY": 30.0, "minX": 55.0, "maxY": 1611.0, "series": [{"data": [[55.0, 30.0], [157.0, 1611.0], [154.0, 548.0], [156.0, 184.5], [160.0, 491.5], [171.0, 349.0], [181.0, 246.0], [176.0, 60.5], [178.0, 59.0], [185.0, 498.0], [184.0, 54.5], [187.0, 37.0], [190.0, 45.0], [199.0, 452.5], [198.0, 55.0], [196.0, 93.0], [194.0, 45.0], [204.0, 282.0], [203.0, 484.0], [207.0, 459.0], [201.0, 210.0], [202.0, 132.5], [206.0, 100.0], [205.0, 52.0], [208.0, 450.0], [214.0, 445.0], [211.0, 486.0], [209.0, 57.0], [212.0, 104.0], [210.0, 60.0], [215.0, 89.0], [218.0, 460.0], [220.0, 437.0], [221.0, 158.0], [216.0, 64.0], [229.0, 435.0], [230.0, 63.0], [227.0, 58.0], [236.0, 427.5], [234.0, 422.0], [232.0, 405.0], [235.0, 309.5], [242.0, 408.5], [249.0, 435.0], [252.0, 392.5], [263.0, 354.0], [265.0, 236.0]], "isOverall": false, "label": "Successes", "isController": false}], "supportsControllersDiscrimination": false, "granularity": 1000, "maxX": 265.0, "title": "Response Time Vs Request"}},
    getOptions: function() {
        return {
            series: {
                lines: {
                    show: false
                },
                points: {
                    show: true
                }
            },
            xaxis: {
                axisLabel: "Global number of requests per second",
                axisLabelUseCanvas: true,
                axisLabelFontSizePixels: 12,
                axisLabelFontFamily: 'Verdana, Arial',
                axisLabelPadding: 20,
            },
            yaxis: {
                axisLabel: "Median Response Time in ms",
                axisLabelUseCanvas: true,
                axisLabelFontSizePixels: 12,
                axisLabelFontFamily: 'Verdana, Arial',
                axisLabelPadding: 20,
            },
            legend: {
                noColumns: 2,
                show: true,
                container: '#legendResponseTimeVsRequest'
            },
            selection: {
                mode: 'xy'
            },
            grid: {
                hoverable: true // IMPORTANT! this is needed for tooltip to work
            },
            tooltip: true,
            tooltipOpts: {
                content: "%s : Median response time at %x req/s was %y ms"
            },
            colors: ["#9ACD32", "#FF6347"]
        };
    },
    createGraph: function () {
        var data = this.data;
        var dataset = prepareData(data.result.series, $("#choicesResponseTimeVsRequest"));
        var options = this.getOptions();
        prepareOptions(options, data);
        $.plot($("#flotResponseTimeVsRequest"), dataset, options);
        // setup overview
        $.plot($("#overviewResponseTimeVsRequest"), dataset, prepareOverviewOptions(options));

    }
};

// Response Time vs Request
function refreshResponseTimeVsRequest() {
    var infos = responseTimeVsRequestInfos;
    prepareSeries(infos.data);
    if (isGraph($("#flotResponseTimeVsRequest"))){
        infos.createGraph();
    }else{
        var choiceContainer = $("#choicesResponseTimeVsRequest");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotResponseTimeVsRequest", "#overviewResponseTimeVsRequest");
        $('#footerResponseRimeVsRequest .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
};


var latenciesVsRequestInfos = {
    data: {"result": {"minY": 0.0, "minX": 55.0, "maxY": 4.9E-324, "series": [{"data": [[55.0, 0.0], [157.0, 0.0], [154.0, 0.0], [156.0, 0.0], [160.0, 0.0], [171.0, 0.0], [181.0, 0.0], [176.0, 0.0], [178.0, 0.0], [185.0, 0.0], [184.0, 0.0], [187.0, 0.0], [190.0, 0.0], [199.0, 0.0], [198.0, 0.0], [196.0, 0.0], [194.0, 0.0], [204.0, 0.0], [203.0, 0.0], [207.0, 0.0], [201.0, 0.0], [202.0, 0.0], [206.0, 0.0], [205.0, 0.0], [208.0, 0.0], [214.0, 0.0], [211.0, 0.0], [209.0, 0.0], [212.0, 0.0], [210.0, 0.0], [215.0, 0.0], [218.0, 0.0], [220.0, 0.0], [221.0, 0.0], [216.0, 0.0], [229.0, 0.0], [230.0, 0.0], [227.0, 0.0], [236.0, 0.0], [234.0, 0.0], [232.0, 0.0], [235.0, 0.0], [242.0, 0.0], [249.0, 0.0], [252.0, 0.0], [263.0, 0.0], [265.0, 0.0]], "isOverall": false, "label": "Successes", "isController": false}], "supportsControllersDiscrimination": false, "granularity": 1000, "maxX": 265.0, "title": "Latencies Vs Request"}},
    getOptions: function() {
        return{
            series: {
                lines: {
                    show: false
                },
                points: {
                    show: true
                }
            },
            xaxis: {
                axisLabel: "Global number of requests per second",
                axisLabelUseCanvas: true,
                axisLabelFontSizePixels: 12,
                axisLabelFontFamily: 'Verdana, Arial',
                axisLabelPadding: 20,
            },
            yaxis: {
                axisLabel: "Median Latency in ms",
                axisLabelUseCanvas: true,
                axisLabelFontSizePixels: 12,
                axisLabelFontFamily: 'Verdana, Arial',
                axisLabelPadding: 20,
            },
            legend: { noColumns: 2,show: true, container: '#legendLatencyVsRequest' },
            selection: {
                mode: 'xy'
            },
            grid: {
                hoverable: true // IMPORTANT! this is needed for tooltip to work
            },
            tooltip: true,
            tooltipOpts: {
                content: "%s : Median Latency time at %x req/s was %y ms"
            },
            colors: ["#9ACD32", "#FF6347"]
        };
    },
    createGraph: function () {
        var data = this.data;
        var dataset = prepareData(data.result.series, $("#choicesLatencyVsRequest"));
        var options = this.getOptions();
        prepareOptions(options, data);
        $.plot($("#flotLatenciesVsRequest"), dataset, options);
        // setup overview
        $.plot($("#overviewLatenciesVsRequest"), dataset, prepareOverviewOptions(options));
    }
};

// Latencies vs Request
function refreshLatenciesVsRequest() {
        var infos = latenciesVsRequestInfos;
        prepareSeries(infos.data);
        if(isGraph($("#flotLatenciesVsRequest"))){
            infos.createGraph();
        }else{
            var choiceContainer = $("#choicesLatencyVsRequest");
            createLegend(choiceContainer, infos);
            infos.createGraph();
            setGraphZoomable("#flotLatenciesVsRequest", "#overviewLatenciesVsRequest");
            $('#footerLatenciesVsRequest .legendColorBox > div').each(function(i){
                $(this).clone().prependTo(choiceContainer.find("li").eq(i));
            });
        }
};

var hitsPerSecondInfos = {
        data: {"result": {"minY": 44.0, "minX": 1.795535927E12, "maxY": 263.0, "series": [{"data": [[1.795535979E12, 187.0], [1.795535981E12, 218.0], [1.795535938E12, 199.0], [1.79553594E12, 165.0], [1.795535983E12, 185.0], [1.795535985E12, 226.0], [1.795535942E12, 229.0], [1.795535944E12, 211.0], [1.795535987E12, 44.0], [1.795535946E12, 220.0], [1.795535948E12, 197.0], [1.79553595E12, 231.0], [1.795535952E12, 243.0], [1.795535954E12, 237.0], [1.795535956E12, 223.0], [1.795535959E12, 186.0], [1.795535961E12, 208.0], [1.795535963E12, 188.0], [1.795535965E12, 218.0], [1.795535967E12, 226.0], [1.795535969E12, 195.0], [1.795535971E12, 179.0], [1.795535973E12, 184.0], [1.79553593E12, 185.0], [1.795535932E12, 223.0], [1.795535975E12, 201.0], [1.795535977E12, 209.0], [1.795535934E12, 198.0], [1.795535936E12, 205.0], [1.795535937E12, 184.0], [1.79553598E12, 211.0], [1.795535939E12, 210.0], [1.795535982E12, 213.0], [1.795535941E12, 212.0], [1.795535984E12, 194.0], [1.795535943E12, 202.0], [1.795535986E12, 213.0], [1.795535945E12, 233.0], [1.795535947E12, 236.0], [1.795535949E12, 247.0], [1.795535951E12, 203.0], [1.795535953E12, 203.0], [1.795535955E12, 263.0], [1.795535957E12, 192.0], [1.795535958E12, 225.0], [1.79553596E12, 209.0], [1.795535962E12, 237.0], [1.795535964E12, 201.0], [1.795535966E12, 172.0], [1.795535968E12, 208.0], [1.795535927E12, 100.0], [1.79553597E12, 211.0], [1.795535929E12, 112.0], [1.795535972E12, 187.0], [1.795535931E12, 159.0], [1.795535974E12, 200.0], [1.795535933E12, 186.0], [1.795535976E12, 192.0], [1.795535935E12, 208.0], [1.795535978E12, 194.0]], "isOverall": false, "label": "hitsPerSecond", "isController": false}], "supportsControllersDiscrimination": false, "granularity": 1000, "maxX": 1.795535987E12, "title": "Hits Per Second"}},
        getOptions: function() {
            return {
                series: {
                    lines: {
                        show: true
                    },
                    points: {
                        show: true
                    }
                },
                xaxis: {
                    mode: "time",
                    timeformat: getTimeFormat(this.data.result.granularity),
                    axisLabel: getElapsedTimeLabel(this.data.result.granularity),
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Number of hits / sec",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20
                },
                legend: {
                    noColumns: 2,
                    show: true,
                    container: "#legendHitsPerSecond"
                },
                selection: {
                    mode : 'xy'
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                tooltip: true,
                tooltipOpts: {
                    content: "%s at %x was %y.2 hits/sec"
                }
            };
        },
        createGraph: function createGraph() {
            var data = this.data;
            var dataset = prepareData(data.result.series, $("#choicesHitsPerSecond"));
            var options = this.getOptions();
            prepareOptions(options, data);
            $.plot($("#flotHitsPerSecond"), dataset, options);
            // setup overview
            $.plot($("#overviewHitsPerSecond"), dataset, prepareOverviewOptions(options));
        }
};

// Hits per second
function refreshHitsPerSecond(fixTimestamps) {
    var infos = hitsPerSecondInfos;
    prepareSeries(infos.data);
    if(fixTimestamps) {
        fixTimeStamps(infos.data.result.series, 0);
    }
    if (isGraph($("#flotHitsPerSecond"))){
        infos.createGraph();
    }else{
        var choiceContainer = $("#choicesHitsPerSecond");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotHitsPerSecond", "#overviewHitsPerSecond");
        $('#footerHitsPerSecond .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
}

var codesPerSecondInfos = {
        data: {"result": {"minY": 55.0, "minX": 1.795535929E12, "maxY": 265.0, "series": [{"data": [[1.795535979E12, 190.0], [1.795535981E12, 215.0], [1.795535938E12, 203.0], [1.79553594E12, 154.0], [1.795535983E12, 178.0], [1.795535985E12, 209.0], [1.795535942E12, 229.0], [1.795535944E12, 207.0], [1.795535987E12, 55.0], [1.795535946E12, 218.0], [1.795535948E12, 198.0], [1.79553595E12, 232.0], [1.795535952E12, 242.0], [1.795535954E12, 235.0], [1.795535956E12, 220.0], [1.795535959E12, 235.0], [1.795535961E12, 204.0], [1.795535963E12, 209.0], [1.795535965E12, 212.0], [1.795535967E12, 156.0], [1.795535969E12, 216.0], [1.795535971E12, 181.0], [1.795535973E12, 176.0], [1.79553593E12, 171.0], [1.795535932E12, 199.0], [1.795535975E12, 187.0], [1.795535977E12, 202.0], [1.795535934E12, 199.0], [1.795535936E12, 204.0], [1.795535937E12, 185.0], [1.79553598E12, 194.0], [1.795535939E12, 214.0], [1.795535982E12, 230.0], [1.795535941E12, 211.0], [1.795535984E12, 198.0], [1.795535943E12, 207.0], [1.795535986E12, 227.0], [1.795535945E12, 236.0], [1.795535947E12, 234.0], [1.795535949E12, 249.0], [1.795535951E12, 201.0], [1.795535953E12, 208.0], [1.795535955E12, 263.0], [1.795535957E12, 252.0], [1.795535958E12, 202.0], [1.79553596E12, 206.0], [1.795535962E12, 221.0], [1.795535964E12, 184.0], [1.795535966E12, 196.0], [1.795535968E12, 265.0], [1.79553597E12, 201.0], [1.795535929E12, 157.0], [1.795535972E12, 198.0], [1.795535931E12, 160.0], [1.795535974E12, 205.0], [1.795535933E12, 181.0], [1.795535976E12, 210.0], [1.795535935E12, 208.0], [1.795535978E12, 198.0]], "isOverall": false, "label": "204", "isController": false}], "supportsControllersDiscrimination": false, "granularity": 1000, "maxX": 1.795535987E12, "title": "Codes Per Second"}},
        getOptions: function(){
            return {
                series: {
                    lines: {
                        show: true
                    },
                    points: {
                        show: true
                    }
                },
                xaxis: {
                    mode: "time",
                    timeformat: getTimeFormat(this.data.result.granularity),
                    axisLabel: getElapsedTimeLabel(this.data.result.granularity),
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Number of responses / sec",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                legend: {
                    noColumns: 2,
                    show: true,
                    container: "#legendCodesPerSecond"
                },
                selection: {
                    mode: 'xy'
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                tooltip: true,
                tooltipOpts: {
                    content: "Number of Response Codes %s at %x was %y.2 responses / sec"
                }
            };
        },
    createGraph: function() {
        var data = this.data;
        var dataset = prepareData(data.result.series, $("#choicesCodesPerSecond"));
        var options = this.getOptions();
        prepareOptions(options, data);
        $.plot($("#flotCodesPerSecond"), dataset, options);
        // setup overview
        $.plot($("#overviewCodesPerSecond"), dataset, prepareOverviewOptions(options));
    }
};

// Codes per second
function refreshCodesPerSecond(fixTimestamps) {
    var infos = codesPerSecondInfos;
    prepareSeries(infos.data);
    if(fixTimestamps) {
        fixTimeStamps(infos.data.result.series, 0);
    }
    if(isGraph($("#flotCodesPerSecond"))){
        infos.createGraph();
    }else{
        var choiceContainer = $("#choicesCodesPerSecond");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotCodesPerSecond", "#overviewCodesPerSecond");
        $('#footerCodesPerSecond .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
};

var transactionsPerSecondInfos = {
        data: {"result": {"minY": 55.0, "minX": 1.795535929E12, "maxY": 265.0, "series": [{"data": [[1.795535979E12, 190.0], [1.795535981E12, 215.0], [1.795535938E12, 203.0], [1.79553594E12, 154.0], [1.795535983E12, 178.0], [1.795535985E12, 209.0], [1.795535942E12, 229.0], [1.795535944E12, 207.0], [1.795535987E12, 55.0], [1.795535946E12, 218.0], [1.795535948E12, 198.0], [1.79553595E12, 232.0], [1.795535952E12, 242.0], [1.795535954E12, 235.0], [1.795535956E12, 220.0], [1.795535959E12, 235.0], [1.795535961E12, 204.0], [1.795535963E12, 209.0], [1.795535965E12, 212.0], [1.795535967E12, 156.0], [1.795535969E12, 216.0], [1.795535971E12, 181.0], [1.795535973E12, 176.0], [1.79553593E12, 171.0], [1.795535932E12, 199.0], [1.795535975E12, 187.0], [1.795535977E12, 202.0], [1.795535934E12, 199.0], [1.795535936E12, 204.0], [1.795535937E12, 185.0], [1.79553598E12, 194.0], [1.795535939E12, 214.0], [1.795535982E12, 230.0], [1.795535941E12, 211.0], [1.795535984E12, 198.0], [1.795535943E12, 207.0], [1.795535986E12, 227.0], [1.795535945E12, 236.0], [1.795535947E12, 234.0], [1.795535949E12, 249.0], [1.795535951E12, 201.0], [1.795535953E12, 208.0], [1.795535955E12, 263.0], [1.795535957E12, 252.0], [1.795535958E12, 202.0], [1.79553596E12, 206.0], [1.795535962E12, 221.0], [1.795535964E12, 184.0], [1.795535966E12, 196.0], [1.795535968E12, 265.0], [1.79553597E12, 201.0], [1.795535929E12, 157.0], [1.795535972E12, 198.0], [1.795535931E12, 160.0], [1.795535974E12, 205.0], [1.795535933E12, 181.0], [1.795535976E12, 210.0], [1.795535935E12, 208.0], [1.795535978E12, 198.0]], "isOverall": false, "label": "Signed 1024 B 200/s-success", "isController": false}], "supportsControllersDiscrimination": true, "granularity": 1000, "maxX": 1.795535987E12, "title": "Transactions Per Second"}},
        getOptions: function(){
            return {
                series: {
                    lines: {
                        show: true
                    },
                    points: {
                        show: true
                    }
                },
                xaxis: {
                    mode: "time",
                    timeformat: getTimeFormat(this.data.result.granularity),
                    axisLabel: getElapsedTimeLabel(this.data.result.granularity),
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Number of transactions / sec",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20
                },
                legend: {
                    noColumns: 2,
                    show: true,
                    container: "#legendTransactionsPerSecond"
                },
                selection: {
                    mode: 'xy'
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                tooltip: true,
                tooltipOpts: {
                    content: "%s at %x was %y transactions / sec"
                }
            };
        },
    createGraph: function () {
        var data = this.data;
        var dataset = prepareData(data.result.series, $("#choicesTransactionsPerSecond"));
        var options = this.getOptions();
        prepareOptions(options, data);
        $.plot($("#flotTransactionsPerSecond"), dataset, options);
        // setup overview
        $.plot($("#overviewTransactionsPerSecond"), dataset, prepareOverviewOptions(options));
    }
};

// Transactions per second
function refreshTransactionsPerSecond(fixTimestamps) {
    var infos = transactionsPerSecondInfos;
    prepareSeries(infos.data);
    if(infos.data.result.series.length == 0) {
        setEmptyGraph("#bodyTransactionsPerSecond");
        return;
    }
    if(fixTimestamps) {
        fixTimeStamps(infos.data.result.series, 0);
    }
    if(isGraph($("#flotTransactionsPerSecond"))){
        infos.createGraph();
    }else{
        var choiceContainer = $("#choicesTransactionsPerSecond");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotTransactionsPerSecond", "#overviewTransactionsPerSecond");
        $('#footerTransactionsPerSecond .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
};

var totalTPSInfos = {
        data: {"result": {"minY": 55.0, "minX": 1.795535929E12, "maxY": 265.0, "series": [{"data": [[1.795535979E12, 190.0], [1.795535981E12, 215.0], [1.795535938E12, 203.0], [1.79553594E12, 154.0], [1.795535983E12, 178.0], [1.795535985E12, 209.0], [1.795535942E12, 229.0], [1.795535944E12, 207.0], [1.795535987E12, 55.0], [1.795535946E12, 218.0], [1.795535948E12, 198.0], [1.79553595E12, 232.0], [1.795535952E12, 242.0], [1.795535954E12, 235.0], [1.795535956E12, 220.0], [1.795535959E12, 235.0], [1.795535961E12, 204.0], [1.795535963E12, 209.0], [1.795535965E12, 212.0], [1.795535967E12, 156.0], [1.795535969E12, 216.0], [1.795535971E12, 181.0], [1.795535973E12, 176.0], [1.79553593E12, 171.0], [1.795535932E12, 199.0], [1.795535975E12, 187.0], [1.795535977E12, 202.0], [1.795535934E12, 199.0], [1.795535936E12, 204.0], [1.795535937E12, 185.0], [1.79553598E12, 194.0], [1.795535939E12, 214.0], [1.795535982E12, 230.0], [1.795535941E12, 211.0], [1.795535984E12, 198.0], [1.795535943E12, 207.0], [1.795535986E12, 227.0], [1.795535945E12, 236.0], [1.795535947E12, 234.0], [1.795535949E12, 249.0], [1.795535951E12, 201.0], [1.795535953E12, 208.0], [1.795535955E12, 263.0], [1.795535957E12, 252.0], [1.795535958E12, 202.0], [1.79553596E12, 206.0], [1.795535962E12, 221.0], [1.795535964E12, 184.0], [1.795535966E12, 196.0], [1.795535968E12, 265.0], [1.79553597E12, 201.0], [1.795535929E12, 157.0], [1.795535972E12, 198.0], [1.795535931E12, 160.0], [1.795535974E12, 205.0], [1.795535933E12, 181.0], [1.795535976E12, 210.0], [1.795535935E12, 208.0], [1.795535978E12, 198.0]], "isOverall": false, "label": "Transaction-success", "isController": false}, {"data": [], "isOverall": false, "label": "Transaction-failure", "isController": false}], "supportsControllersDiscrimination": true, "granularity": 1000, "maxX": 1.795535987E12, "title": "Total Transactions Per Second"}},
        getOptions: function(){
            return {
                series: {
                    lines: {
                        show: true
                    },
                    points: {
                        show: true
                    }
                },
                xaxis: {
                    mode: "time",
                    timeformat: getTimeFormat(this.data.result.granularity),
                    axisLabel: getElapsedTimeLabel(this.data.result.granularity),
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20,
                },
                yaxis: {
                    axisLabel: "Number of transactions / sec",
                    axisLabelUseCanvas: true,
                    axisLabelFontSizePixels: 12,
                    axisLabelFontFamily: 'Verdana, Arial',
                    axisLabelPadding: 20
                },
                legend: {
                    noColumns: 2,
                    show: true,
                    container: "#legendTotalTPS"
                },
                selection: {
                    mode: 'xy'
                },
                grid: {
                    hoverable: true // IMPORTANT! this is needed for tooltip to
                                    // work
                },
                tooltip: true,
                tooltipOpts: {
                    content: "%s at %x was %y transactions / sec"
                },
                colors: ["#9ACD32", "#FF6347"]
            };
        },
    createGraph: function () {
        var data = this.data;
        var dataset = prepareData(data.result.series, $("#choicesTotalTPS"));
        var options = this.getOptions();
        prepareOptions(options, data);
        $.plot($("#flotTotalTPS"), dataset, options);
        // setup overview
        $.plot($("#overviewTotalTPS"), dataset, prepareOverviewOptions(options));
    }
};

// Total Transactions per second
function refreshTotalTPS(fixTimestamps) {
    var infos = totalTPSInfos;
    // We want to ignore seriesFilter
    prepareSeries(infos.data, false, true);
    if(fixTimestamps) {
        fixTimeStamps(infos.data.result.series, 0);
    }
    if(isGraph($("#flotTotalTPS"))){
        infos.createGraph();
    }else{
        var choiceContainer = $("#choicesTotalTPS");
        createLegend(choiceContainer, infos);
        infos.createGraph();
        setGraphZoomable("#flotTotalTPS", "#overviewTotalTPS");
        $('#footerTotalTPS .legendColorBox > div').each(function(i){
            $(this).clone().prependTo(choiceContainer.find("li").eq(i));
        });
    }
};

// Collapse the graph matching the specified DOM element depending the collapsed
// status
function collapse(elem, collapsed){
    if(collapsed){
        $(elem).parent().find(".fa-chevron-up").removeClass("fa-chevron-up").addClass("fa-chevron-down");
    } else {
        $(elem).parent().find(".fa-chevron-down").removeClass("fa-chevron-down").addClass("fa-chevron-up");
        if (elem.id == "bodyBytesThroughputOverTime") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshBytesThroughputOverTime(true);
            }
            document.location.href="#bytesThroughputOverTime";
        } else if (elem.id == "bodyLatenciesOverTime") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshLatenciesOverTime(true);
            }
            document.location.href="#latenciesOverTime";
        } else if (elem.id == "bodyCustomGraph") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshCustomGraph(true);
            }
            document.location.href="#responseCustomGraph";
        } else if (elem.id == "bodyConnectTimeOverTime") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshConnectTimeOverTime(true);
            }
            document.location.href="#connectTimeOverTime";
        } else if (elem.id == "bodyResponseTimePercentilesOverTime") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshResponseTimePercentilesOverTime(true);
            }
            document.location.href="#responseTimePercentilesOverTime";
        } else if (elem.id == "bodyResponseTimeDistribution") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshResponseTimeDistribution();
            }
            document.location.href="#responseTimeDistribution" ;
        } else if (elem.id == "bodySyntheticResponseTimeDistribution") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshSyntheticResponseTimeDistribution();
            }
            document.location.href="#syntheticResponseTimeDistribution" ;
        } else if (elem.id == "bodyActiveThreadsOverTime") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshActiveThreadsOverTime(true);
            }
            document.location.href="#activeThreadsOverTime";
        } else if (elem.id == "bodyTimeVsThreads") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshTimeVsThreads();
            }
            document.location.href="#timeVsThreads" ;
        } else if (elem.id == "bodyCodesPerSecond") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshCodesPerSecond(true);
            }
            document.location.href="#codesPerSecond";
        } else if (elem.id == "bodyTransactionsPerSecond") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshTransactionsPerSecond(true);
            }
            document.location.href="#transactionsPerSecond";
        } else if (elem.id == "bodyTotalTPS") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshTotalTPS(true);
            }
            document.location.href="#totalTPS";
        } else if (elem.id == "bodyResponseTimeVsRequest") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshResponseTimeVsRequest();
            }
            document.location.href="#responseTimeVsRequest";
        } else if (elem.id == "bodyLatenciesVsRequest") {
            if (isGraph($(elem).find('.flot-chart-content')) == false) {
                refreshLatenciesVsRequest();
            }
            document.location.href="#latencyVsRequest";
        }
    }
}

/*
 * Activates or deactivates all series of the specified graph (represented by id parameter)
 * depending on checked argument.
 */
function toggleAll(id, checked){
    var placeholder = document.getElementById(id);

    var cases = $(placeholder).find(':checkbox');
    cases.prop('checked', checked);
    $(cases).parent().children().children().toggleClass("legend-disabled", !checked);

    var choiceContainer;
    if ( id == "choicesBytesThroughputOverTime"){
        choiceContainer = $("#choicesBytesThroughputOverTime");
        refreshBytesThroughputOverTime(false);
    } else if(id == "choicesResponseTimesOverTime"){
        choiceContainer = $("#choicesResponseTimesOverTime");
        refreshResponseTimeOverTime(false);
    }else if(id == "choicesResponseCustomGraph"){
        choiceContainer = $("#choicesResponseCustomGraph");
        refreshCustomGraph(false);
    } else if ( id == "choicesLatenciesOverTime"){
        choiceContainer = $("#choicesLatenciesOverTime");
        refreshLatenciesOverTime(false);
    } else if ( id == "choicesConnectTimeOverTime"){
        choiceContainer = $("#choicesConnectTimeOverTime");
        refreshConnectTimeOverTime(false);
    } else if ( id == "choicesResponseTimePercentilesOverTime"){
        choiceContainer = $("#choicesResponseTimePercentilesOverTime");
        refreshResponseTimePercentilesOverTime(false);
    } else if ( id == "choicesResponseTimePercentiles"){
        choiceContainer = $("#choicesResponseTimePercentiles");
        refreshResponseTimePercentiles();
    } else if(id == "choicesActiveThreadsOverTime"){
        choiceContainer = $("#choicesActiveThreadsOverTime");
        refreshActiveThreadsOverTime(false);
    } else if ( id == "choicesTimeVsThreads"){
        choiceContainer = $("#choicesTimeVsThreads");
        refreshTimeVsThreads();
    } else if ( id == "choicesSyntheticResponseTimeDistribution"){
        choiceContainer = $("#choicesSyntheticResponseTimeDistribution");
        refreshSyntheticResponseTimeDistribution();
    } else if ( id == "choicesResponseTimeDistribution"){
        choiceContainer = $("#choicesResponseTimeDistribution");
        refreshResponseTimeDistribution();
    } else if ( id == "choicesHitsPerSecond"){
        choiceContainer = $("#choicesHitsPerSecond");
        refreshHitsPerSecond(false);
    } else if(id == "choicesCodesPerSecond"){
        choiceContainer = $("#choicesCodesPerSecond");
        refreshCodesPerSecond(false);
    } else if ( id == "choicesTransactionsPerSecond"){
        choiceContainer = $("#choicesTransactionsPerSecond");
        refreshTransactionsPerSecond(false);
    } else if ( id == "choicesTotalTPS"){
        choiceContainer = $("#choicesTotalTPS");
        refreshTotalTPS(false);
    } else if ( id == "choicesResponseTimeVsRequest"){
        choiceContainer = $("#choicesResponseTimeVsRequest");
        refreshResponseTimeVsRequest();
    } else if ( id == "choicesLatencyVsRequest"){
        choiceContainer = $("#choicesLatencyVsRequest");
        refreshLatenciesVsRequest();
    }
    var color = checked ? "black" : "#818181";
    if(choiceContainer != null) {
        choiceContainer.find("label").each(function(){
            this.style.color = color;
        });
    }
}

